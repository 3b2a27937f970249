import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const query = '?dictionary'

/**
 * `import.meta.glob('./words/*.ts', { query: '?dictionary', import: 'default' })`: each language's
 * dictionary file, its one exported value (`export const filLandingWords = ...`) as the default.
 * Loading a named value lets the bundler load the file as it is, with no module object around it.
 */
export function dictionaryModules(): Plugin {
  return {
    name: 'site-dictionary-modules',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(query)) return null
      const resolved = await this.resolve(source.slice(0, -query.length), importer)
      return resolved ? `${resolved.id}${query}` : null
    },
    load(id) {
      if (!id.endsWith(query)) return null
      const file = id.slice(0, -query.length)
      const names = [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map(
        (match) => match[1]!,
      )
      if (names.length !== 1)
        throw new Error(`${file}: a dictionary exports one value, not ${names.length}`)
      return `export { ${names[0]} as default } from ${JSON.stringify(file)}\n`
    },
  }
}
