import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { loadRouteTable } from './route-table.ts'

/** robots.txt, and a sitemap.xml of the route table's indexed pages. */
export function seoFiles({ siteUrl }: { siteUrl: string }): Plugin {
  return afterClientBuild('site-seo-files', async (outDir) => {
    const urls = (await loadRouteTable())
      .filter((page) => page.indexed)
      .map((page) => `  <url><loc>${siteUrl}${page.path}</loc></url>`)
      .join('\n')
    writeFileSync(
      join(outDir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    )
    writeFileSync(
      join(outDir, 'robots.txt'),
      // No Disallow: a crawler must fetch /reset-password to read its noindex.
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    )
  })
}
