import { pathToFileURL } from 'node:url'
import type { InstallWords } from './web-manifest.ts'
import type { dictionariesOf } from '../src/entry-server.tsx'

type Dictionaries = Awaited<ReturnType<typeof dictionariesOf>>
import {
  type Locale,
  defaultLocale,
  localeOfPath,
  localePath,
  localePrefix,
  locales,
} from '../src/lib/locale.ts'

/** Where the build writes the server bundle of `src/entry-server.tsx`, before the client. */
export const serverOutDir = 'node_modules/.prerender'
export const serverEntryFile = `${serverOutDir}/entry-server.js`

/** What `src/entry-server.tsx` exports. */
export type ServerEntry = {
  render: (url: string) => Promise<{ html: string }>
  routePages: () => { path: string; personal: boolean; offline: boolean; sharedText: boolean }[]
  /** Dictionary files a language in the locale list still lacks (the build stops on any). */
  missingDictionaries: string[]
  /** The source of the 404 page's own file, which its HTML preloads. */
  notFoundSource: string
  /** Each language's words in its web manifest. */
  installWords: () => Promise<Record<Locale, InstallWords>>
  /** A language's dictionaries (see `tests/e2e/site-pages.ts`). */
  dictionariesOf: (locale: Locale) => Promise<Dictionaries>
}

/** One page a host serves, written as HTML at build time: its clean URL, its file, how it is kept. */
export type SitePage = {
  path: string
  file: string
  /** Opened from a personal link (a token in its query). */
  personal: boolean
  cacheControl: 'no-cache' | 'no-store'
  indexed: boolean
  /**
   * In the service worker's precache: every page of the default language. Other languages' pages
   * are cached when read, and the first one read brings its language's offline pages (the worker's
   * settings), so a first visit stays one language's size.
   */
  precached: boolean
  /** Kept for offline: precached, or fetched by the worker once any page of its language is read. */
  offline: boolean
  /** The check page, the share target: it reads pictures (tesseract.js, WebAssembly). */
  readsPictures: boolean
}

/** Every route is a file named after its clean URL, which every static host serves as it is. */
export const fileForPath = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`)

/**
 * The 404 page of each language, for the unknown paths under its folder (`under`), the most
 * specific first: hosts answer with the nearest one up the directory tree, as Cloudflare Pages does.
 */
export const notFoundPages = [...locales]
  .sort((a, b) => localePrefix(b).length - localePrefix(a).length)
  .map((locale) => {
    const path = localePath(locale, '/404')
    return { path, file: fileForPath(path), under: `${localePrefix(locale)}/` }
  })

/** The page every unknown path outside a language's folder is answered with, with status 404. */
export const notFoundPage = notFoundPages.find((page) => page.under === '/')!

/** The 404 page for an unknown path: the one of its language's folder. */
export const notFoundPageFor = (pathname: string) =>
  notFoundPages.find((page) => pathname.startsWith(page.under)) ?? notFoundPage

export function loadServerEntry(file = serverEntryFile): Promise<ServerEntry> {
  return import(pathToFileURL(file).href) as Promise<ServerEntry>
}

/** The site's pages, read from the route tree: adding a route file adds a row here. */
export async function loadRouteTable(file = serverEntryFile): Promise<SitePage[]> {
  return routeTableOf((await loadServerEntry(file)).routePages())
}

/** Each page of the route tree (in every language) as a host serves it. */
export function routeTableOf(routePages: ReturnType<ServerEntry['routePages']>): SitePage[] {
  return routePages.map(({ path, personal, offline, sharedText }) => ({
    path,
    file: fileForPath(path),
    personal,
    cacheControl: personal || sharedText ? 'no-store' : 'no-cache',
    indexed: !personal,
    precached: localeOfPath(path) === defaultLocale,
    offline: localeOfPath(path) === defaultLocale || personal || offline || sharedText,
    readsPictures: sharedText,
  }))
}
