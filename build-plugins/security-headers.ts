import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

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

/** Fills the CSP of the copied `_headers` with this build's inline hashes and the API origin. */
export function securityHeaders({ apiOrigin }: { apiOrigin: string | null }): Plugin {
  return {
    name: 'site-security-headers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle: {
      sequential: true,
      handler() {
        const outDir = this.environment.config.build.outDir
        const pages = readdirSync(outDir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => readFileSync(join(outDir, file), 'utf8'))
        const { styles, scripts } = inlineHashes(pages)
        const list = (items: string[]) => items.map((item) => ` ${item}`).join('')
        const file = join(outDir, '_headers')
        const filled = readFileSync(file, 'utf8')
          .replace('%INLINE_STYLE_HASHES%', list(styles))
          .replace('%INLINE_SCRIPT_HASHES%', list(scripts))
          .replace('%API_ORIGIN%', apiOrigin ? ` ${apiOrigin}` : '')
        writeFileSync(file, filled)
      },
    },
  }
}
