import LinkifyIt from 'linkify-it'
import { isOfficialHost, RISKY_TLDS } from './host-names'
import { wordList } from './phrase-match'

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

let linkify: LinkifyIt | undefined

/** Built for the first message checked, not as the page loads: its patterns take a while. */
const linkFinder = () =>
  (linkify ??= new LinkifyIt(undefined, { fuzzyIP: true }).tlds(
    [
      ...RISKY_TLDS,
      ...wordList(
        'app store link club fun website today work page',
        'cloud email network space tech mobi pics zone',
        'company digital group finance money cash gold services support',
        'help center world city social plus one run fit dev ink',
        // newer endings common in spam; any other is found when a path follows it (PATHED_HOST)
        'ltd deals sale promo gift gifts loans credit claims news',
      ),
    ],
    true,
  ))

function authorityOf(raw: string): { host: string; userinfo: string } {
  const schemeEnd = raw.indexOf('//')
  const afterScheme = schemeEnd >= 0 && schemeEnd < 20 ? raw.slice(schemeEnd + 2) : raw
  const authority = afterScheme.split(/[/?#\\]/, 1)[0] ?? ''
  const at = authority.lastIndexOf('@')
  const hostAndPort = authority.slice(at + 1)
  const host = hostAndPort.startsWith('[') ? hostAndPort : hostAndPort.replace(/:[0-9]*$/, '')
  return { host: host.toLowerCase(), userinfo: at >= 0 ? authority.slice(0, at) : '' }
}

/** A link to a bracketed IPv6 host, which the link finder does not know, even with odd user info. */
const IPV6_LINK =
  /\bhttps?:\/\/[^\s/?#[\]]{0,100}\[[0-9a-f:.]{2,45}\](?::[0-9]{1,5})?[^\s]{0,200}/gi

/** The platform's reading of a link, or of its host alone when the rest does not parse. */
function parse(url: string, host: string): URL | undefined {
  for (const candidate of [url, `http://${host}/`]) {
    try {
      return new URL(candidate)
    } catch {
      // the next candidate, or no link
    }
  }
  return undefined
}

interface Match {
  index: number
  lastIndex: number
  raw: string
  url: string
  schema: string
}

/**
 * A host under an ending the link finder does not know, followed by a path ("trivelo.ltd/Gk3s"):
 * new endings appear every year, and a name with a dot and a path is a link whatever its ending.
 */
const PATHED_HOST =
  /\b[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,4}\.[a-z]{2,24}\/[^\s]{1,200}/gi

/** Matches of our own patterns, as the link finder gives its own: written with a scheme or not. */
const linksOf = (pattern: RegExp, text: string, schema: 'http:' | ''): Match[] =>
  [...text.matchAll(pattern)].map((m) => ({
    index: m.index,
    lastIndex: m.index + m[0].length,
    raw: m[0],
    url: schema ? m[0] : `http://${m[0]}`,
    schema,
  }))

/** An emoji or symbol, or the "�" of a broken encoding, glued to a link: "👉https://…". */
const GLUE = /[\p{Extended_Pictographic}\uFFFD]|(?![\0-\x7f])\p{S}/gu
/** A word glued to a scheme ("tohttps://…"), or to a host after a colon ("visit:usps-help.com"). */
const GLUED_WORD =
  /[^\s](?=https?:\/\/)|(?<=\b(?:here|visit|link|at|url|site|click|tap|to|now|below)):(?=\w)/giu

/** A scheme broken so that a link is not tapped or seen: "hxxp://", "http:/bit.do", "http:ow.ly". */
const DEFANGED = /\bh(?:xx|XX)p(?=s?:\/\/)/g
const BROKEN_SCHEME = /\bhttps?:\/?(?![/\s])/gi
/** A scheme spaced out or missing its colon, or a colon alone: "h t t p s://", "https//", "://". */
const MISSPELT_SCHEME = /(?:\bh ?t ?t ?p ?s?)? ?:?(?=\/\/)/gi

/** The text as the link finder reads it: the same length, with what glues a link to its neighbour made a space. */
const unglued = (text: string) =>
  text
    .replace(GLUE, (glue) => ' '.repeat(glue.length))
    .replace(GLUED_WORD, ' ')
    .replace(DEFANGED, 'http')
    .replace(BROKEN_SCHEME, (scheme) => ' '.repeat(scheme.length))
    .replace(MISSPELT_SCHEME, (scheme) =>
      /^https?:$/i.test(scheme) ? scheme : ' '.repeat(scheme.length),
    )

/**
 * Two sentences with no space between them, read as a host with a country code: "Paid na po.So
 * ok na?", "drink.pa", "place.No reason". Only a word and a capitalised English word that is a
 * country code, or a Filipino particle, "so", "it" or "am" that is one ("pain.it will"); the sets'
 * scam hosts are written lowercase.
 */
const JOINED_SENTENCES =
  /^\p{L}{1,12}\.(?:S[aio]|I[nst]|B[aey]|Do|A[mst]|To|N[aog]|M[eoy]|Us|Pa|Ni|sa|na|ba|mo|pa|ni|si|so|it|am)$/u

/** Two sentences joined where the second starts with a word that is also an ending: "see you.Today". */
const JOINED_WORDS = /^\p{Ll}{1,12}\.\p{Lu}\p{Ll}{2,}$/u
/** An ending written as a name, before a path: "Mr.Smith/Jones" is a name. */
const NAME_AS_ENDING = /\.\p{Lu}\p{Ll}+\//u
/**
 * A card alert's merchant, in capitals after the amount or the charge: "$1,299.00 at BESTBUY.COM",
 * "charged at APPLE.COM/BILL" (Apple's own descriptor) are names; so is a brand's own bare site
 * there, written any way ("$649.00 at Apple.com", "$489.99 from Walmart.com", "$489.00 AT
 * WALMART.COM"). After a shouted "AT", capitals say nothing of a merchant: "PAY $6.10 AT
 * TOLLS-PAY.NET" is a link.
 */
const MERCHANT = /^[^a-z/]+(?:\/BILL)?$/
const AFTER_AMOUNT = /(?:[0-9]|charged|used) (?:at|from) $/i

/** Links in a message, with and without a scheme, parsed by the platform's URL parser. */
export function findLinks(text: string): FoundLink[] {
  const scanned = unglued(text.slice(0, MAX_SCANNED))
  const ipv6 = linksOf(IPV6_LINK, scanned, 'http:')
  const overlaps = (found: Match[]) => (m: Match) =>
    found.some((v) => m.index < v.lastIndex && v.index < m.lastIndex)
  const known = [...ipv6, ...(linkFinder().match(scanned) ?? []).filter((m) => !overlaps(ipv6)(m))]
  const pathed = linksOf(PATHED_HOST, scanned, '').filter(
    (m) => !overlaps(known)(m) && !NAME_AS_ENDING.test(m.raw),
  )
  const matches = [...known, ...pathed].sort((a, b) => a.index - b.index)
  const links: FoundLink[] = []
  for (const match of matches) {
    if (links.length >= MAX_LINKS) break
    if (match.schema === 'mailto:') continue
    if (match.schema === '' && (JOINED_SENTENCES.test(match.raw) || JOINED_WORDS.test(match.raw)))
      continue
    const url = parse(match.url, authorityOf(match.raw).host)
    if (!url) continue
    const before = scanned.slice(Math.max(0, match.index - 11), match.index)
    if (
      AFTER_AMOUNT.test(before) &&
      ((MERCHANT.test(match.raw) && /[a-z]/.test(before)) ||
        (url.pathname === '/' && isOfficialHost(url.hostname)))
    )
      continue
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    // No site on the internet has a name without a dot: "hxxps://gcash-verify[.]top" is no link.
    if (!url.hostname.includes('.') && !url.hostname.startsWith('[')) continue
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
