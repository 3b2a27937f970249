import { isFreeHost, isUnder, registrableDomain } from './host-names'
import { isThrowawayName } from './link-lures'

/** Words a phishing site puts in the name it registers, to look like a service's own page. */
const SERVICE_WORDS = [
  'secure|verify|verification|login|signin|logon|account|accounts|update',
  'billing|refund|claim|reward|rewards|redeem|unlock|auth|tracking|track',
  'delivery|deliver|redelivery|parcel|package|toll|tolls|payment|recovery',
  'restore|confirm|alert|alerts|support|helpdesk|customer|service|services',
  'security|wallet|bonus|prize',
].join('|')
const SERVICE_WORD = new RegExp(`(?:^|[-0-9])(?:${SERVICE_WORDS})(?:$|[-0-9])`)
/** A label that is a top-level domain in disguise: "usps.com-track.info", "irs-gov.us". */
const DRESSED_AS_DOMAIN = /(?:^|-)(?:com|gov|org|net)(?:-|$)/

/**
 * How heavily a link to a site nobody vouches for weighs: 1 as a plain unknown site, 2 when the
 * name it registered is dressed up as a service ("secure-acc-verify", "parcel-fee"), 3 when a part
 * of the host poses as a domain of its own ("usps.com-trackhelp.top"). A page anyone can put up on
 * free hosting weighs at least 2.
 */
export function unknownHostWeight(hostname: string): number {
  const domain = registrableDomain(hostname)
  const name = domain.split('.')[0] ?? ''
  const subdomains = hostname.slice(0, -domain.length).split('.').filter(Boolean)
  if ([name, ...subdomains].some((label) => DRESSED_AS_DOMAIN.test(label))) return 3
  return SERVICE_WORD.test(name) ||
    name.split('-').length > 2 ||
    isThrowawayName(name) ||
    isFreeHost(hostname)
    ? 2
    : 1
}

/** Hosts under a brand's own domain where anyone can put up a page or a file (Docs, Dropbox). */
const OPEN_PAGES = [
  'sites.google.com',
  'docs.google.com',
  'drive.google.com',
  'script.google.com',
  'forms.gle',
  'dropbox.com',
  'onedrive.live.com',
  'forms.office.com',
]

export const isOpenPage = (hostname: string) => OPEN_PAGES.some((host) => isUnder(hostname, host))

/** A message with at most this many words beside its links is little more than a link. */
export const LINK_NOTE_WORDS = 15

/** Words of two letters or more in the text once its links are taken out. */
export function wordsBesideLinks(text: string, links: { start: number; end: number }[]): number {
  let rest = text
  for (const link of [...links].sort((a, b) => b.start - a.start)) {
    rest = `${rest.slice(0, link.start)} ${rest.slice(link.end)}`
  }
  return (rest.slice(0, 5_000).match(/\p{L}{2,}/gu) ?? []).length
}

/** A link to a page of the site, not only to the site: "usps-redeliver.com/track". */
export const hasPath = (text: string) =>
  /^[^/?#\s]+[/?#][^\s]/.test(text.replace(/^[a-z]+:\/\//i, ''))
