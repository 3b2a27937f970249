import type { Rolldown } from 'vite'
import { defaultLocale, localeOfPath, localePrefix, prefixedLocales } from '../src/lib/locale.ts'

/**
 * How the client build cuts its JavaScript, so that a page loads as few files as it can (each one
 * costs a request and its headers): what every page runs is one file, each page's own code is one
 * more (named after its path in the default language), and code that several pages share is one
 * file per set of pages. A page in another language adds its route and its words to that code.
 * All of it is read from the module graph: no page or language is named here.
 */

/** TanStack's code splitting loads each route's component from `<route file>?tsr-split=component`. */
const splitRoute = /[\\/]src[\\/]routes[\\/](.+?)(?:[\\/]index)?\.tsx\?tsr-split=component$/

/** Where a route's component comes from, as the build manifest names it (file routes' naming). */
export function routeComponentSources(path: string): string[] {
  const base = path === '/' ? 'src/routes/index' : `src/routes${path}`
  return [`${base}.tsx`, `${base}/index.tsx`].map((file) => `${file}?tsr-split=component`)
}

/** The path of the page a route's component serves: `<lang>/<page>` -> `/<lang>/<page>`. */
function routePath(id: string): string | null {
  const file = splitRoute.exec(id)?.[1]
  if (file === undefined) return null
  return file === 'index' ? '/' : `/${file.replace(/\\/g, '/')}`
}

/** A page's path without its language: `/<lang>/<page>` -> `/<page>`. */
const pageOf = (path: string) => path.slice(localePrefix(localeOfPath(path)).length) || '/'

/** The name of the chunk that holds the page at `path` in the default language. */
export const pageChunkName = (path: string) => (path === '/' ? 'home' : path.slice(1))

/** A dictionary of a language other than the default: it stays with that language's route. */
const otherLanguageWords = new RegExp(
  `[\\\\/]words[\\\\/](${prefixedLocales.join('|')})\\.tsx?$|\\.(${prefixedLocales.join('|')})\\.tsx?$`,
)

/** The routes whose components reach a module, through the modules that import it. */
function routesReaching(id: string, ctx: Rolldown.ChunkingContext, memo: Map<string, Set<string>>) {
  const routes = new Set<string>()
  const seen = new Set<string>()
  const stack = [id]
  while (stack.length > 0) {
    const current = stack.pop()!
    if (seen.has(current)) continue
    seen.add(current)
    const path = routePath(current)
    if (path !== null) routes.add(path)
    else stack.push(...(ctx.getModuleInfo(current)?.importers ?? []))
  }
  memo.set(id, routes)
  return routes
}

/** The pages (default-language paths) whose routes reach a module; null for none of ours. */
function pagesOfModule() {
  const memo = new Map<string, Set<string>>()
  return (id: string, ctx: Rolldown.ChunkingContext): string[] | null => {
    if (!/[\\/]src[\\/]|[\\/]node_modules[\\/]/.test(id) || otherLanguageWords.test(id)) return null
    const routes = memo.get(id) ?? routesReaching(id, ctx, memo)
    const pages = [...new Set([...routes].map(pageOf))].sort()
    return pages.length === 0 ? null : pages
  }
}

const pagesOf = pagesOfModule()

export const chunkGroups = [
  // Registration runs after hydration, so the worker's library waits in a file of its own.
  {
    name: 'service-worker',
    test: /[\\/]workbox-window[\\/]|virtual:pwa-register/,
    includeDependenciesRecursively: false,
  },
  // The picture reader and its library, loaded when a visitor gives a picture: never precached.
  // The site's own modules it uses stay where the pages have them.
  {
    name: 'picture-reader',
    test: /[\\/]message-check[\\/]ocr[\\/]tesseract-reader\.ts$|[\\/]node_modules[\\/]tesseract\.js[\\/]/,
    includeDependenciesRecursively: false,
  },
  // React, the router and the site's frame: everything every page runs, in one file.
  { name: 'app', tags: ['$initial' as const] },
  // Code several pages share, one file per set of pages: taken before the pages claim it.
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      const pages = routePath(id) === null ? pagesOf(id, ctx) : null
      return pages && pages.length > 1 ? pages.map(pageChunkName).join('~') : null
    },
  },
  // A page's own code, with its default-language route; another language's route stays apart.
  {
    name: (id: string, ctx: Rolldown.ChunkingContext) => {
      const own = routePath(id)
      if (own !== null) return localeOfPath(own) === defaultLocale ? pageChunkName(own) : null
      const pages = pagesOf(id, ctx)
      return pages?.length === 1 ? pageChunkName(pages[0]!) : null
    },
  },
]
