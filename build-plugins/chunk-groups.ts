import type { Rolldown } from 'vite'
import { prefixedLocales } from '../src/lib/locale.ts'

/**
 * How the client build cuts its JavaScript, so that a page loads as few files as it can (each one
 * costs a request and its headers): what every page runs is one file, each page's own code is one
 * more (named after its path in the default language), and code that several pages share is one
 * file per set of pages. A page's words in another language are a file of their own, named after
 * its pages and the language (`help~scams.fil`), which only that language's pages load.
 * All of it is read from the module graph: no page or language is named here. The bundler's
 * runtime (`rolldown-runtime`) stays a file of its own: rolldown folds it into a chunk only when
 * every chunk that uses it loads that chunk, and a file of words, which uses it, loads nothing.
 */

/**
 * A page route's file (`src/routes/{-$locale}/terms.tsx`), as TanStack's code splitting names it:
 * its component comes from `<route file>?tsr-split=component`; the file itself (its loader and
 * head) loads with the route tree.
 */
const routeFile = /[\\/]src[\\/]routes[\\/](.+?)\.tsx(\?tsr-split=component)?$/

/** Where a route's component comes from, as the build manifest names it (file routes' naming). */
export function routeComponentSources(path: string): string[] {
  const base = path === '/' ? '' : path
  return ['src/routes', 'src/routes/{-$locale}']
    .flatMap((folder) => [`${folder}${base || '/index'}.tsx`, `${folder}${base}/index.tsx`])
    .map((file) => `${file}?tsr-split=component`)
}

/** The page (its path in the default language) a route file serves; null for any other module. */
function routePath(id: string): string | null {
  const file = routeFile.exec(id)?.[1]?.replace(/\\/g, '/')
  if (file === undefined || file === '__root' || /(^|\/)route$/.test(file)) return null
  const path = `/${file}`.replace(/\/\{-\$locale\}/, '').replace(/\/index$/, '')
  return path || '/'
}

/** The name of the chunk that holds the page at `path` in the default language. */
export const pageChunkName = (path: string) => (path === '/' ? 'home' : path.slice(1))

/** A dictionary of a language other than the default: `words/fil.ts`, `words/kinds.fil.ts`, `locales/fil/heads.ts`. */
const codes = prefixedLocales.join('|')
const otherLanguageWords = new RegExp(
  `[\\\\/](?:words[\\\\/](?:(${codes})|[^\\\\/]+\\.(${codes}))|locales[\\\\/](${codes})[\\\\/][^\\\\/]+)\\.tsx?(\\?dictionary)?$`,
)
const languageOfWords = (id: string) => {
  const match = otherLanguageWords.exec(id)
  return match ? (match[1] ?? match[2] ?? match[3]!) : null
}

/** The routes whose files reach a module, through the modules that import it or load it. */
function routesReaching(id: string, ctx: Rolldown.ChunkingContext, memo: Map<string, Set<string>>) {
  const routes = new Set<string>()
  const seen = new Set<string>()
  const stack = [id]
  while (stack.length > 0) {
    const current = stack.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    const path = routePath(current)
    const info = ctx.getModuleInfo(current)
    if (path !== null) routes.add(path)
    else stack.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
  }
  memo.set(id, routes)
  return routes
}

/** The pages (default-language paths) whose routes reach a module; null for none of ours. */
function pagesOfModule() {
  const memo = new Map<string, Set<string>>()
  return (id: string, ctx: Rolldown.ChunkingContext): string[] | null => {
    if (!/[\\/]src[\\/]|[\\/]node_modules[\\/]/.test(id)) return null
    const routes = memo.get(id) ?? routesReaching(id, ctx, memo)
    const pages = [...routes].sort()
    return pages.length === 0 ? null : pages
  }
}

const pagesOf = pagesOfModule()
const chunkNameOf = (pages: string[]) => pages.map(pageChunkName).join('~')

/** The pages a chunk's name says it serves: `help~scams.fil` -> `help`, `scams`, in Filipino. */
export function chunkPages(name: string): { pages: string[]; locale: string | null } {
  const dot = name.lastIndexOf('.')
  const locale = dot > 0 ? name.slice(dot + 1) : null
  return { pages: (locale ? name.slice(0, dot) : name).split('~'), locale }
}

/** The modules an entry imports, directly or through others, not on demand (rolldown's `$initial`). */
function initialModulesOf() {
  let initial: Set<string> | null = null
  return (id: string, ctx: Rolldown.ChunkingContext) => {
    if (!initial) {
      initial = new Set()
      const entries = new Set<string>()
      const seen = new Set<string>()
      const up = [id]
      while (up.length > 0) {
        const current = up.pop()!
        if (seen.has(current)) continue
        seen.add(current)
        const info = ctx.getModuleInfo(current)
        if (info?.isEntry) entries.add(current)
        up.push(...(info?.importers ?? []), ...(info?.dynamicImporters ?? []))
      }
      const down = [...entries]
      while (down.length > 0) {
        const current = down.pop()!
        if (initial.has(current)) continue
        initial.add(current)
        down.push(...(ctx.getModuleInfo(current)?.importedIds ?? []))
      }
    }
    return initial.has(id)
  }
}

const isInitial = initialModulesOf()
/** The service worker's registration and its library, loaded by the frame after hydration. */
const registration = /[\\/]workbox-window[\\/]|virtual:pwa-register/

export const chunkGroups = [
  // The picture reader, what it makes of a screenshot and its library, loaded when a visitor gives
  // a picture: never precached. The site's other modules it uses stay where the pages have them.
  {
    name: 'picture-reader',
    test: /[\\/]message-check[\\/]ocr[\\/](?:tesseract-reader|screenshot-text)\.ts$|[\\/]node_modules[\\/]tesseract\.js[\\/]/,
    includeDependenciesRecursively: false,
  },
  // React, the router and the site's frame: everything every page runs, in one file. The worker's
  // registration too: every page loads it once hydrated, and a file of its own would cost a request.
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) =>
      isInitial(id, ctx) || registration.test(id) ? 'app' : null,
  },
  // Another language's words, one file per language and set of pages.
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      const language = languageOfWords(id)
      const pages = language ? pagesOf(id, ctx) : null
      return pages ? `${chunkNameOf(pages)}.${language}` : null
    },
    // What the words use (a link, a name) belongs to the pages, in every language.
    includeDependenciesRecursively: false,
  },
  // Code several pages share, one file per set of pages: taken before the pages claim it.
  {
    debugName: 'shared-by-pages',
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      const pages = routePath(id) === null ? pagesOf(id, ctx) : null
      return pages && pages.length > 1 ? chunkNameOf(pages) : null
    },
  },
  // A page's own code, with its words in the default language.
  {
    debugName: 'page',
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      const own = routePath(id)
      if (own !== null) return pageChunkName(own)
      const pages = pagesOf(id, ctx)
      return pages?.length === 1 ? pageChunkName(pages[0]!) : null
    },
  },
]
