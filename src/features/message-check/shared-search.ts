/** What the phone's share sheet sends (the manifest's `share_target`), each a plain string. */
export type SharedSearch = { title?: string; text?: string; url?: string }

/** The route's search: apart from the page's code, since every route's search loads up front. */
export function sharedSearch(search: Record<string, unknown>): SharedSearch {
  const pick = (key: string) => (typeof search[key] === 'string' ? search[key] : undefined)
  return { title: pick('title'), text: pick('text'), url: pick('url') }
}

/**
 * A share is a form sent by GET, so its query is form-encoded: `+` is a space and `%2B` a plus.
 * The router keeps every `+` (a reset link's email may hold one), so a share is read from the
 * address as the browser wrote it.
 */
export function sharedFromQuery(query: string): SharedSearch {
  const params = new URLSearchParams(query)
  const pick = (key: string) => params.get(key) ?? undefined
  return { title: pick('title'), text: pick('text'), url: pick('url') }
}
