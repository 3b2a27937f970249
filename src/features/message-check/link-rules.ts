import { wordList } from './phrase-match'
import type { BrandDomains } from './brand-domains'
import type { FoundLink } from './find-links'
import type { Finding, ScamKind } from './finding-types'
import {
  brandNamedIn,
  CHAT_APP_HOSTS,
  isOfficialHost,
  LINK_SHORTENERS,
  registrableDomain,
  RISKY_TLDS,
} from './host-names'
import { isWellKnownSite } from './known-sites'
import { hasPath, isOpenPage, unknownHostWeight } from './host-shape'
import type { Lure } from './link-lures'
import { readAsLatin } from './lookalike-letters'

const MAX_HOST = 100
/** Named in every issuer's card promo ("the AUB Easy Mastercard ... aub.com.ph"): no brand elsewhere. */
const CARD_NETWORKS = new Set(['Visa', 'Mastercard'])

const LATIN = /[a-z]/
const CYRILLIC_OR_GREEK = /[\u0370-\u03ff\u0400-\u04ff\u0500-\u052f]/
const IPV4 = /^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$/

function kindOf(brand: BrandDomains): ScamKind {
  if (brand.domains.includes('gov.ph')) return 'fake-ayuda'
  if (/express|lbc|ninja/.test(brand.aliases.join(' '))) return 'delivery-fee'
  return 'phishing'
}

/**
 * Long-standing endings a brand registers its name under, and those its app links use
 * (`name.app`, `name.link`); not the cheap ones of `RISKY_TLDS`.
 */
const PLAIN_ENDINGS = new Set(wordList('com net org info biz ph asia co io me app link'))

/**
 * The brand's bare name under another ending ("pldthome.info", "gcash.net"): a name brands hold
 * for their campaigns at least as often as a fake does. Phishing dresses the name up instead
 * ("bdo-updateadvisory", "my-bdo-online", "lbpiaccessportal"), and that keeps its full weight.
 */
function isBrandUnderOtherEnding(hostname: string, brand: BrandDomains): boolean {
  const [name = '', ...ending] = registrableDomain(hostname).split('.')
  return brand.aliases.includes(name) && ending.every((label) => PLAIN_ENDINGS.has(label))
}

/** What a link really is: where it goes and how it hides that. */
export function linkFindings(
  link: Pick<FoundLink, 'url' | 'userinfo' | 'writtenHost' | 'text'>,
  brandsInText: BrandDomains[],
  /** The message is little more than its links. */
  linkOnly = false,
  /** What the message offers (1) or asks (2) beside its links, naming no site of its own. */
  lured: Lure = 0,
  /** Another of its links goes to a brand's own site: the brand speaks in the message. */
  ownLinkToo = false,
): Finding[] {
  const hostname = link.url.hostname
  const isIp = IPV4.test(hostname) || hostname.startsWith('[')
  const host = (isIp ? hostname : registrableDomain(hostname)).slice(0, MAX_HOST)
  const excerpt = link.text.slice(0, 60)
  const findings: Finding[] = []
  const add = (finding: Omit<Finding, 'host' | 'excerpt'>) =>
    findings.push({ ...finding, host, excerpt })

  if (isIp) add({ code: 'ip-address-link', weight: 4, kind: 'phishing' })
  if (link.userinfo) {
    const brand = brandNamedIn(`${link.userinfo.toLowerCase()}.invalid`)
    add({ code: 'userinfo-link', weight: 5, kind: 'phishing', brand: brand?.name })
  }
  const mixed = link.writtenHost
    .split('.')
    .some((label) => LATIN.test(label) && CYRILLIC_OR_GREEK.test(label))
  if (mixed) add({ code: 'mixed-script-link', weight: 5, kind: 'phishing' })
  else if (hostname.split('.').some((label) => label.startsWith('xn--'))) {
    add({ code: 'punycode-link', weight: 3, kind: 'phishing' })
  }
  if (isIp) return findings
  // Anyone can put up a page there (sites.google.com): the brand's domain vouches for none of it.
  if (isOpenPage(hostname)) add({ code: 'unknown-link', weight: 1 })
  if (isOfficialHost(hostname)) return findings

  const bare = hostname.replace(/^www\./, '')
  const shortened = LINK_SHORTENERS.has(bare) || LINK_SHORTENERS.has(registrableDomain(bare))
  if (shortened) add({ code: 'shortened-link', weight: 2 })
  if (CHAT_APP_HOSTS.has(bare)) add({ code: 'move-to-chat-app', weight: 1 })
  const named = brandNamedIn(hostname) ?? brandNamedIn(readAsLatin(link.writtenHost))
  const risky = RISKY_TLDS.has(hostname.slice(hostname.lastIndexOf('.') + 1))
  if (named) {
    // Less sure under .ph, where a brand registers longer names of its own (a bank's savings arm):
    // no scam in the public sets or the corpus puts a brand's name in a .ph host.
    const weight =
      !risky && (isBrandUnderOtherEnding(hostname, named) || hostname.endsWith('.ph')) ? 3 : 5
    add({ code: 'brand-lookalike-link', weight, kind: kindOf(named), brand: named.name })
  }
  if (risky) add({ code: 'risky-tld-link', weight: lured ? 4 : 3, kind: 'phishing' })
  const elsewhere = brandsInText.find((brand) => brand !== named && !CARD_NETWORKS.has(brand.name))
  if (!named && elsewhere) {
    // Behind a shortener the brand's own page may wait as well as another's: less sure. So on a
    // Philippine name (.ph, .com.ph) with no lure: partners and joint ventures post notices there,
    // while impersonation in the public sets sends to cheap endings. Else the brand's name lends
    // trust to an offer or an ask answered on someone else's site. So is a well-known site with
    // no lure: its business speaks there ("Converge: not to agents' GCash ... convergeict.com"). A
    // lure is a joint promo's when the brand's own site is linked too ("... cebupacificair.com.
    // Details at metrobank.com.ph/promos"). An offer falls one short of high alone: a brand's
    // own campaign sites are more than any list holds ("BDO Kabayan ... bdoremit.com"). An ask or a
    // threat to the account there is phishing's ("Wells Fargo: secure your account at ...").
    const partnerSite =
      (hostname.endsWith('.ph') || isWellKnownSite(bare)) && (!lured || ownLinkToo)
    const weight = shortened || partnerSite ? 1 : 3 + lured
    add({ code: 'brand-elsewhere-link', weight, kind: kindOf(elsewhere), brand: elsewhere.name })
  }
  if (findings.length === 0 && !isWellKnownSite(bare)) {
    // A page on a site nobody vouches for, with hardly a word to say what it is: smishing's shape.
    // A lure beside it weighs one more: a service-shaped name with an offer or an ask is phishing's.
    const noteless = linkOnly && hasPath(link.text) ? 2 : 1
    const shape = unknownHostWeight(hostname) + Math.min(lured, 1)
    add({ code: 'unknown-link', weight: Math.min(3, Math.max(noteless, shape)) })
  }
  return findings
}
