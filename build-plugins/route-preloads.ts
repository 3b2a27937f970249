import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { basePath, defaultLocale, localeOfPath } from '../src/lib/locale.ts'
import { chunkPages, pageChunkName, routeComponentSources } from './chunk-groups.ts'

type ManifestChunk = {
  file: string
  name?: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

/** Vite's build manifest, read once and removed: it is for the build, not for visitors. */
export function takeBuildManifest(outDir: string): Manifest {
  const file = join(outDir, '.vite', 'manifest.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest
  rmSync(join(outDir, '.vite'), { recursive: true, force: true })
  return manifest
}

/** The chunk of a route's component: split off its route file, or in its page's chunk group. */
function routeChunk(manifest: Manifest, path: string): string | undefined {
  const sources = routeComponentSources(path)
  const group = pageChunkName(path)
  // A group's own stylesheet has a key of its own: it is loaded with the group's code.
  const grouped = Object.keys(manifest).filter(
    (key) => key.startsWith(`_${group}-`) && !key.endsWith('.css'),
  )
  return (
    sources.find((source) => source in manifest) ?? (grouped.length === 1 ? grouped[0] : undefined)
  )
}

/**
 * The chunks a page's route loader imports: of those the entry loads on demand, each named after
 * a set of pages that holds this one, in the page's language (`help~scams`, `help~scams.fil`).
 */
function loadedChunks(manifest: Manifest, entry: string | undefined, path: string): string[] {
  const locale = localeOfPath(path)
  const page = pageChunkName(basePath(path))
  return (entry ? (manifest[entry]?.dynamicImports ?? []) : []).filter((key) => {
    const named = chunkPages(manifest[key]?.name ?? '')
    return named.locale === (locale === defaultLocale ? null : locale) && named.pages.includes(page)
  })
}

/**
 * `<link rel="modulepreload">` tags for every chunk a page needs as it starts, beyond what the
 * entry already names: its route chunk, its words in its language (which its route loads), and
 * all they import, fetched in parallel with the entry, at the entry's low priority (see
 * `deferEntryScript`).
 */
export function routePreloadTags(
  manifest: Manifest,
  page: { path: string } | { source: string },
): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const named = new Set([entry, ...(entry ? (manifest[entry]?.imports ?? []) : [])])
  const start = 'path' in page ? routeChunk(manifest, basePath(page.path)) : page.source
  if (!start || !(start in manifest))
    throw new Error(`prerender: no chunk for ${JSON.stringify(page)}`)
  const files: string[] = []
  const visit = (key: string) => {
    if (named.has(key)) return
    named.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.push(chunk.file)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(start)
  if ('path' in page) for (const words of loadedChunks(manifest, entry, page.path)) visit(words)
  return files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('')
}

/**
 * The entry script, and the modules it imports (the bundler's runtime), at low priority. Module
 * scripts run only once the page is parsed, so they never hold its first paint; at low priority
 * they leave the bandwidth to what that paint needs, and Lighthouse's simulation no longer counts
 * them as blocking it.
 */
export function deferEntryScript(html: string): string {
  const entry = '<script type="module" crossorigin'
  if (!html.includes(entry)) throw new Error('prerender: no entry script in index.html')
  return html
    .replace(entry, '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
}
