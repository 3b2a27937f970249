import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { afterClientBuild } from './after-client-build.ts'
import { formatHeadersFile } from './headers-file.ts'
import { headerRules } from './host-headers.ts'
import { nginxConfig, nginxConfigFile } from './nginx-config.ts'
import { formatRedirectsFile, redirectRules } from './redirects-file.ts'
import { loadRouteTable } from './route-table.ts'

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The hashes of inline `<style>` and executable inline `<script>` elements of the built pages. */
export function inlineHashes(pages: string[]) {
  const styles = new Set<string>()
  const scripts = new Set<string>()
  for (const html of pages) {
    for (const [, css] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) styles.add(hash(css ?? ''))
    for (const [, attrs, js] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const isData = /type="(?!module|text\/javascript)[^"]+"/.test(attrs ?? '')
      if (!/\bsrc=/.test(attrs ?? '') && !isData) scripts.add(hash(js ?? ''))
    }
  }
  return { styles: [...styles], scripts: [...scripts] }
}

/** Each host's rules from the route table: `_headers` and `_redirects` for Cloudflare Pages, a file for nginx. */
export function hostFiles({ apiOrigin }: { apiOrigin: string | null }): Plugin {
  return afterClientBuild('site-host-files', async (outDir) => {
    const html = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => readFileSync(join(outDir, file), 'utf8'))
    const pages = await loadRouteTable()
    const rules = headerRules({ pages, inline: inlineHashes(html), apiOrigin })
    writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules))
    writeFileSync(join(outDir, '_redirects'), formatRedirectsFile(redirectRules))
    const nginxFile = nginxConfigFile(outDir)
    mkdirSync(dirname(nginxFile), { recursive: true })
    writeFileSync(nginxFile, nginxConfig(rules, pages))
  })
}
