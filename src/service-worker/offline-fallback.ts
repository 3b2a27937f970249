import type { WorkerSettings } from './settings'

/** A page to answer with: a precached one, or one kept in the named cache. */
export type KeptPage = { url: string; cacheName?: string }

/** The language whose pages a URL is under; none for the default language's. */
export function languageOf(href: string, settings: WorkerSettings) {
  return settings.languages.find((language) => new RegExp(language.pattern).test(href))
}

/**
 * What answers, offline, a navigation the network could not (a page not kept, another form of a
 * page, a link with a query), best first: the 404 page of the address's language when it is kept,
 * then the default language's 404 page, which is precached.
 */
export function offlineFallbacks(href: string, settings: WorkerSettings): KeptPage[] {
  const language = languageOf(href, settings)
  return [
    ...(language ? [{ url: language.notFound, cacheName: language.cacheName }] : []),
    { url: settings.notFound },
  ]
}
