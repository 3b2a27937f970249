import { wordList } from './phrase-match'
import { BRAND_DOMAINS, type BrandDomains } from './brand-domains'

/** Two-part public suffixes that matter for Philippine messages; the rest end at one label. */
const TWO_PART_SUFFIXES = new Set(
  wordList(
    'com.ph gov.ph net.ph org.ph edu.ph mil.ph ngo.ph co.uk org.uk gov.uk ac.uk',
    'com.sg gov.sg edu.sg com.au gov.au com.my co.id co.jp co.kr com.hk com.cn',
    'com.tw co.th com.vn co.nz com.br co.in co.za',
  ),
)

/** Words that are also brands but begin or end many ordinary labels (smartphone, globetrotter). */
const COMMON_WORDS = new Set(
  wordList(
    'smart globe maya dito dict ayuda akap tupad apple chase visa meta citi',
    'outlook live tonik gsave gloan booking',
  ),
)

/**
 * App hosting where anyone puts up a page under a name of their choosing ("usps-help.web.app"),
 * not the blog and shop builders people link to their own pages on.
 */
const FREE_HOSTS = new Set(
  wordList(
    'web.app firebaseapp.com netlify.app vercel.app pages.dev workers.dev r2.dev',
    'herokuapp.com glitch.me ngrok.io ngrok-free.app 000webhostapp.com repl.co',
  ),
)

export const isFreeHost = (host: string) => FREE_HOSTS.has(host.split('.').slice(-2).join('.'))

/** The domain a person or company registers: the last label before its public suffix. */
export function registrableDomain(host: string): string {
  const labels = host.split('.')
  if (labels.length <= 2) return host
  const lastTwo = labels.slice(-2).join('.')
  const suffixLength = TWO_PART_SUFFIXES.has(lastTwo) || FREE_HOSTS.has(lastTwo) ? 2 : 1
  return labels.slice(-(suffixLength + 1)).join('.')
}

export function isUnder(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`)
}

export function isOfficialHost(host: string): boolean {
  return BRAND_DOMAINS.some((brand) => brand.domains.some((domain) => isUnder(host, domain)))
}

/**
 * The brand a host names. An alias counts as a whole label, a part of one between hyphens and
 * digits ("bdo-online", "gcash2"), or a label read without its hyphens ("cash-app-help",
 * "fed-ex-confirm"); aliases of four letters or more, except common words, also count at the
 * start or end of a label ("gcashverify", "mylazada").
 */
export function brandNamedIn(host: string): BrandDomains | undefined {
  const labels = host.split('.').slice(0, -1)
  const parts = labels.flatMap((label) => [...label.split(/[-_0-9]+/), label.replace(/[-_]/g, '')])
  return BRAND_DOMAINS.find((brand) =>
    brand.aliases.some(
      (alias) =>
        parts.includes(alias) ||
        (alias.length >= 4 &&
          !COMMON_WORDS.has(alias) &&
          parts.some((part) => part.startsWith(alias) || part.endsWith(alias))),
    ),
  )
}

/** Top-level domains that are cheap to register and common in scam links. */
export const RISKY_TLDS = new Set(
  wordList(
    'top xyz icu cyou vip click live shop buzz monster sbs cfd rest bond lol',
    'online site win loan cam quest cc tk ml ga cf gq pw lat vin fyi life bet',
    'casino games autos boats hair mom beauty makeup skin baby christmas lotto',
    'poker racing date dating sexy xxx porn adult gdn bid review party stream',
    'download accountant faith cricket science men kim uno country ooo wang xin',
    'ren',
  ),
)

/** Services that turn any address into a short one that hides where it goes. */
export const LINK_SHORTENERS = new Set([
  'bit.ly',
  'tinyurl.com',
  'is.gd',
  'cutt.ly',
  't.ly',
  'rb.gy',
  'shorturl.at',
  's.id',
  'ow.ly',
  'tiny.cc',
  'goo.gl',
  't.co',
  'v.gd',
  'shorte.st',
  'bitly.com',
  'rebrand.ly',
  'tr.ee',
  'urlz.fr',
  'bit.do',
  'lnkd.in',
  'cli.re',
  'short.gy',
  'qrco.de',
  'u.to',
  'l.ead.me',
  'ead.me',
  ...['tiny.one', 'x.gd', 'surl.li', 'clck.ru', 'goo.su', 'kutt.it', 'gg.gg', 'reurl.cc'],
  ...['spoo.me', 'dub.sh', 'bl.ink', 'buff.ly', 'soo.gd', 'urlr.me', 't2m.io'],
  // link trackers that log who opens them
  ...['iplogger.org', 'grabify.link', '2no.co'],
])

/** Chat apps that scammers move a conversation to, by the hosts of their invite links. */
export const CHAT_APP_HOSTS = new Set(
  wordList('t.me telegram.me wa.me chat.whatsapp.com invite.viber.com'),
)
