import { pathToFileURL } from 'node:url'

/** Where the build writes the server bundle of `src/entry-server.tsx`, before the client. */
export const serverOutDir = 'node_modules/.prerender'
export const serverEntryFile = `${serverOutDir}/entry-server.js`

/** What `src/entry-server.tsx` exports. */
export type ServerEntry = {
  render: (url: string) => Promise<{ html: string }>
  routePages: () => { path: string; personal: boolean }[]
}

/** One page a host serves, written as HTML at build time: its clean URL, its file, how it is kept. */
export type SitePage = {
  path: string
  file: string
  /** Opened from a personal link (a token in its query). */
  personal: boolean
  cacheControl: 'no-cache' | 'no-store'
  indexed: boolean
}

/** The page every unknown path is answered with, with status 404. */
export const notFoundPage = { path: '/404', file: '404.html', under: '/' } as const

/**
 * The 404 page of each language, for the unknown paths under its folder (`under`): hosts answer
 * with the nearest one up the directory tree, as Cloudflare Pages does.
 */
export const notFoundPages = [
  { path: '/fil/404', file: 'fil/404.html', under: '/fil/' },
  notFoundPage,
] as const

/** The 404 page for an unknown path: the one of its language's folder. */
export const notFoundPageFor = (pathname: string) =>
  notFoundPages.find((page) => pathname.startsWith(page.under)) ?? notFoundPage

/** Every route is a file named after its clean URL, which every static host serves as it is. */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

export function loadServerEntry(file = serverEntryFile): Promise<ServerEntry> {
  return import(pathToFileURL(file).href) as Promise<ServerEntry>
}

/** The site's pages, read from the route tree: adding a route file adds a row here. */
export async function loadRouteTable(file = serverEntryFile): Promise<SitePage[]> {
  const entry = await loadServerEntry(file)
  return entry.routePages().map(({ path, personal }) => ({
    path,
    file: fileForPath(path),
    personal,
    cacheControl: personal ? 'no-store' : 'no-cache',
    indexed: !personal,
  }))
}
