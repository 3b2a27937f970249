import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { basePath, htmlLang, localePath, locales } from '../src/lib/locale.ts'
import { loadRouteTable } from './route-table.ts'

/** A page's `<url>` entry, naming the same page in every language and the default (English). */
export function sitemapEntry(siteUrl: string, path: string): string {
  const base = basePath(path)
  const links = [
    ...locales.map((locale) => [htmlLang[locale], localePath(locale, base)] as const),
    ['x-default', base] as const,
  ].map(
    ([lang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${lang}" href="${siteUrl}${href}"/>`,
  )
  return [`  <url>`, `    <loc>${siteUrl}${path}</loc>`, ...links, `  </url>`].join('\n')
}

/** robots.txt, and a sitemap.xml of the route table's indexed pages in every language. */
export function seoFiles({ siteUrl }: { siteUrl: string }): Plugin {
  return afterClientBuild('site-seo-files', async (outDir) => {
    const urls = (await loadRouteTable())
      .filter((page) => page.indexed)
      .map((page) => sitemapEntry(siteUrl, page.path))
      .join('\n')
    writeFileSync(
      join(outDir, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`,
    )
    writeFileSync(
      join(outDir, 'robots.txt'),
      // No Disallow: a crawler must fetch a personal page to read its noindex.
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
    )
  })
}
