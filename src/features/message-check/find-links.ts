import LinkifyIt from 'linkify-it'
import { RISKY_TLDS } from './host-names'

export interface FoundLink {
  /** The link as written, shortened for display. */
  text: string
  /** The host as written (before IDNA), lowercased; mixed scripts survive here only. */
  writtenHost: string
  /** Whatever stands before an @ in the authority, as written. */
  userinfo: string
  url: URL
  /** Where the link stands in the text it was found in. */
  start: number
  end: number
}

const MAX_LINKS = 50
const MAX_SCANNED = 20_000
const MAX_TEXT = 200

const linkify = new LinkifyIt(undefined, { fuzzyIP: true }).tlds(
  [
    ...RISKY_TLDS,
    ...['app', 'store', 'link', 'club', 'fun', 'website', 'today', 'work', 'me', 'io', 'page'],
    ...['cloud', 'email', 'asia', 'network', 'space', 'tech', 'pro', 'mobi', 'pics', 'zone'],
    ...['company', 'digital', 'group', 'finance', 'money', 'cash', 'gold', 'services', 'support'],
    ...['help', 'center', 'world', 'city', 'social', 'plus', 'one', 'run', 'fit', 'dev', 'ink'],
  ],
  true,
)

function authorityOf(raw: string): { host: string; userinfo: string } {
  const schemeEnd = raw.indexOf('//')
  const afterScheme = schemeEnd >= 0 && schemeEnd < 20 ? raw.slice(schemeEnd + 2) : raw
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? ''
  const at = authority.lastIndexOf('@')
  const hostAndPort = authority.slice(at + 1)
  const host = hostAndPort.startsWith('[') ? hostAndPort : hostAndPort.replace(/:[0-9]*$/, '')
  return { host: host.toLowerCase(), userinfo: at >= 0 ? authority.slice(0, at) : '' }
}

/** Links in a message, with and without a scheme, parsed by the platform's URL parser. */
export function findLinks(text: string): FoundLink[] {
  const matches = linkify.match(text.slice(0, MAX_SCANNED)) ?? []
  const links: FoundLink[] = []
  for (const match of matches) {
    if (links.length >= MAX_LINKS) break
    if (match.schema === 'mailto:') continue
    let url: URL
    try {
      url = new URL(match.url)
    } catch {
      continue
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    const { host, userinfo } = authorityOf(match.raw)
    links.push({
      text: match.raw.slice(0, MAX_TEXT),
      writtenHost: host,
      userinfo,
      url,
      start: match.index,
      end: match.lastIndex,
    })
  }
  return links
}
