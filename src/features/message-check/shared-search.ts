/** What the phone's share sheet sends (the manifest's `share_target`), each a plain string. */
export type SharedSearch = { title?: string; text?: string; url?: string }

/** The route's search: apart from the page's code, since every route's search loads up front. */
export function sharedSearch(search: Record<string, unknown>): SharedSearch {
  const pick = (key: string) => (typeof search[key] === 'string' ? search[key] : undefined)
  return { title: pick('title'), text: pick('text'), url: pick('url') }
}
