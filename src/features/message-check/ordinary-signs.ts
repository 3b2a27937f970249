import { MISTAKE } from './ask-rules'
import { anyOf, pattern, wordList } from './phrase-match'
import type { Finding } from './finding-types'
import { registrableDomain } from './host-names'
import { isBareVisit } from './scoring'

/**
 * Marks of a registered promotion: the DTI permit number every sales promo must cite
 * ("DTI192419S24", "DTI#181104", "DTI Fair Trade Permit No. FTEB-179227"). Real scam and spam
 * texts in the public sets do not cite one in this form.
 */
const PROMO_PERMIT =
  /\bdti ?(?:fteb ?)?(?:fair trade )?(?:permit )?(?:no\.? ?|number ?)?(?:fteb ?-?)?#? ?[0-9]{5,6}(?![0-9])/
/** A lender's SEC registration or Certificate of Authority, which its adverts must show. */
const LENDER_PERMIT =
  /\bsec reg(?:istration)?\.?(?: no\.?| number)?:? ?[a-z]{0,3}[0-9]{6,}|\bcertificate of authority (?:no\.? ?)?[0-9]{2,}/

/** Whether a message (in the rules' form) cites a DTI promo permit or a lender's SEC registration. */
export const citesPromoPermit = (words: string) =>
  PROMO_PERMIT.test(words) || LENDER_PERMIT.test(words)

/**
 * Whether a message sends the reader to a brand's own app or site by name ("Tap Borrow > GLoan in
 * the GCash app", "visit the UnionBank website", "the PLDT Home app").
 */
export function sendsToOwnApp(words: string, brandNames: RegExp[]): boolean {
  return brandNames.some((names) =>
    new RegExp(
      `${names.source} (?:[a-z0-9]{1,12} )?(?:app|website|online banking|dashboard)\\b`,
    ).test(words),
  )
}

/**
 * A path through an app's or a site's menus ("Tap Borrow > GLoan", "Go to Profile > Update
 * Account Information", "click More Services>Card Services", "tap Vouchers on the app"), or a
 * telco's menu code ("*123#"; not "*21*0917...#", which forwards calls): the sender's own app,
 * found by the reader, not a link or a number handed to them.
 */
const MENU_PATH =
  /\b(?:go to|tap|click|select|choose|open)\b(?:[^.>\n]{1,40}> ?[a-z0-9]|(?: [a-z0-9]+){1,3} (?:on|in) (?:the|our|your) app\b)|\*[0-9]{2,4}#/

export const givesMenuPath = (words: string) => MENU_PATH.test(words)

/**
 * The sender's own line, named but not handed over: "call our hotline", "call 2882", "contact us
 * immediately" (not "contact us via Telegram", nor "call us", which can be the number that texted).
 * A short hotline is a carrier's to give, not a SIM's.
 */
const OWN_LINE =
  /\b(?:(?:call|dial|contact) (?:our (?:hotline|customer)|(?:the )?hotline\b|#?[0-9]{3,5}\b(?![ .-]?[0-9]))|contact us\b(?! (?:via|on|at|thru|through)\b))/

export const callsOwnLine = (words: string) => OWN_LINE.test(words)

/** A prize claimed at the sender's own branch or counter ("claim at any PCSO branch"): no scammer waits there. */
const CLAIM_IN_PERSON =
  /\b(?:claim|collect) (?:it |them |your (?:prize|gc|reward) )?(?:at|in|from) (?:any |the |our |your nearest )?(?:[a-z0-9&']+ ){0,3}(?:branch|branches|store|customer service|service counter|booth|office)\b/

export const claimsInPerson = (words: string) => CLAIM_IN_PERSON.test(words)

/** A business that asks people in: "Walk-in at 3F Alpha Bldg.", "Visit us or call 0917 211 8863". */
const IN_PERSON =
  /\b(?:walk ?in (?:at|interviews?)|walk ?ins? (?:are )?welcome|visit us (?:at|or|in)|visit our (?:store|branch|office|clinic|showroom))\b/

export const asksInPerson = (words: string) => IN_PERSON.test(words)

/** A story's words that only tell of a hospital or an accident ("naospital", "in the ER"). */
const HOSPITAL_NEWS = /ospital|aksidente|in the hospital|in the er\b|emergency room/i

/** What a registered promo, a lender or an office offers: a raffle's win, a loan, aid, a prize. */
const PROMO_OFFERS = new Set(['unentered-prize', 'easy-loan', 'gambling-lure', 'aid-claim'])

const ASKS = new Set(
  wordList('asks-fee asks-for-money asks-for-code asks-for-card pay-before-ship'),
)

/** What the sender's own channel makes ordinary: a push to act, a warning of suspension, "visit". */
const WEAK_ON_OWN_CHANNEL = new Set([
  'asks-to-log-in',
  'asks-to-call',
  'pressure',
  'held-parcel-or-fine',
])

/**
 * The text findings that still count once a message without phone numbers sends the reader only
 * to a brand's own app, menus or site (then "hurry", "visit", "your SIM will be deactivated" and
 * even "you won" lead nowhere a scammer can reach) or cites a promo permit (then a raffle win or
 * a loan offer is a registered promo's or lender's), unless it asks for money, a code or a card.
 */
export function settledFindings<T extends Finding>(
  findings: T[],
  settle: {
    ownChannelOnly: boolean
    permitCited: boolean
    noLinkOrNumber?: boolean
    moneyNamed?: boolean
    landlinesOnly?: boolean
    creditNotice?: boolean
    codeNotice?: boolean
    codeToUse?: boolean
    namedSitesOnly?: boolean
    /** No link, and every number a fixed line: a bank's notice to call its hotline. */
    hotlineOnly?: boolean
    /** An account the household shares is named ("the Netflix code"), and no mistake. */
    householdAccount?: boolean
  },
): T[] {
  // A registered promo never asks its winners or borrowers to pay or to give a code first.
  const asks = findings.some((finding) => ASKS.has(finding.code))
  // "Bilisan mo umuwi": a hurry and nothing else, no link, number or money, leads nowhere.
  const idleHurry =
    settle.noLinkOrNumber === true &&
    settle.moneyNamed === false &&
    findings.every((finding) => finding.code === 'pressure')
  // "Naaksidente si Jun, nasa ER na": a hospital or an accident, and nothing asked, no number or
  // money, is news. A secret to keep from the family, or a jail, is the scam's story still.
  const idleStory =
    settle.noLinkOrNumber === true &&
    settle.moneyNamed === false &&
    findings.every((finding) => finding.code === 'emergency-story' || finding.code === 'pressure')
  // "Mom the Netflix thing is gonna text you a code": kin sharing an account, not a stranger. The
  // ask still warns; a new number, a mistake or a claimed office beside it stays high risk.
  const household =
    settle.noLinkOrNumber === true &&
    settle.householdAccount === true &&
    findings.every((finding) => finding.code === 'asks-for-code' || finding.code === 'pressure')
  const kept = findings.filter(
    (finding) =>
      !(idleHurry && finding.code === 'pressure') &&
      !(
        idleStory &&
        finding.code === 'emergency-story' &&
        HOSPITAL_NEWS.test(finding.excerpt ?? '')
      ) &&
      // A bank's Manila fixed line, even "if this was not you, call (02) 8889-1000", is no way out
      // for a lure; a premium line still is.
      !(settle.landlinesOnly === true && finding.code === 'asks-to-call' && finding.weight <= 3) &&
      // In a notice of money received, the number beside "GCash" is the payer's.
      !(settle.creditNotice === true && finding.code === 'asks-for-money' && finding.weight <= 1) &&
      // A code handed over with no link expires: "valid for 5 minutes" is the sender's notice.
      !(
        settle.codeNotice === true &&
        !asks &&
        finding.code === 'pressure' &&
        finding.weight <= 1
      ) &&
      // "To update your password, use OTP code 719872": a code to type in the sender's own app.
      !(settle.codeToUse === true && finding.code === 'asks-for-code') &&
      // "Visit sunlife.com.ph" from Sun Life: a bare "visit" to the site the message names.
      !(settle.namedSitesOnly === true && isBareVisit(finding)) &&
      !(
        settle.ownChannelOnly &&
        (WEAK_ON_OWN_CHANNEL.has(finding.code) ||
          // Duties paid at the post office or on the courier's own site reach no scammer.
          (finding.code === 'asks-fee' && finding.kind === 'delivery-fee') ||
          (finding.code === 'threat' && finding.weight <= 2))
      ) &&
      // "Your card has been blocked. Call our hotline at (02) 8888-1700": the bank's own number.
      !(settle.hotlineOnly === true && finding.code === 'threat' && finding.weight <= 2) &&
      !((settle.permitCited || settle.ownChannelOnly) && !asks && PROMO_OFFERS.has(finding.code)),
  )
  return household
    ? kept.map((finding) =>
        finding.code === 'asks-for-code' ? { ...finding, weight: 3 } : finding,
      )
    : kept
}

const HOUSEHOLD = pattern(
  anyOf('netflix|disney|spotify|hbo|youtube premium|amazon|main account|naka link|nakalink'),
  '\\blinked to (?:your|ur) (?:number|phone)\\b',
)
const SENT_BY_MISTAKE = pattern(MISTAKE)
/**
 * An account the family shares, named in the message: its codes go to one phone. A code "sent by
 * mistake" is the scam's story, whatever account it names.
 */
export const namesHouseholdAccount = (words: string) =>
  HOUSEHOLD.test(words) && !SENT_BY_MISTAKE.test(words)

const MAX_WORDS = 1_000
const MIN_NAME = 4
/** A sender's name before a colon, "Shakey's:", "Metro Supermarket:"; not a sentence. */
const SENDER = /^\s*([a-z][a-z'&. ]{1,30}):/i

/**
 * Every run of one to four words of the text outside its links, joined, an apostrophe dropped and
 * "&" read as "and": "next upgrade" -> "nextupgrade", "Bath & Body Works" -> "bathandbodyworks".
 */
function namesIn(textOutsideLinks: string): Set<string> {
  const words = (
    textOutsideLinks
      .slice(0, 5_000)
      .normalize('NFKD')
      .toLowerCase()
      .replace(/['\u2019]/g, '')
      .replace(/&/g, ' and ')
      .match(/[a-z0-9]+/g) ?? []
  ).slice(0, MAX_WORDS)
  const names = new Set<string>()
  words.forEach((_, i) => {
    for (let n = 1; n <= 4 && i + n <= words.length; n += 1) {
      names.add(words.slice(i, i + n).join(''))
    }
  })
  return names
}

/**
 * The names a host could be read as: its registrable label and the label before it, "ph" or
 * "app" dropped at its end or "my" at its start ("mysunlife.com.ph").
 */
function hostNames(host: string): string[] {
  const registrable = registrableDomain(host)
  const owner = registrable.split('.')[0] ?? ''
  const labels = host.split('.')
  const before = labels[labels.length - registrable.split('.').length - 1]
  return [owner, ...(before ? [before] : [])]
    .map((label) => label.replace(/[-_]/g, ''))
    .flatMap((label) => [label, label.replace(/(?:ph|app)$/, ''), label.replace(/^my/, '')])
    .filter((name) => name.length >= MIN_NAME)
}

/** Whether a quotation is open at `at`: what stands there is someone else's words. */
export const insideQuotes = (text: string, at: number) =>
  (text.slice(0, at).match(/["\u201c\u201d]|\B'|'\B/g)?.length ?? 0) % 2 === 1

/** Words after a link in a notice that call it the scam's: "... verify-ph.com. SCAM ito! Huwag i-click". */
const CALLED_SCAM =
  /\b(?:scam|fake|peke|huwag (?:i[ -]?)?click|do not click|hindi nagpapadala|does not send)\b/i

export const calledScamAfter = (text: string, at: number) =>
  CALLED_SCAM.test(text.slice(at, at + 200))

/** The first `max` characters of the text with the given spans (in order) left out. */
export function textOutside(text: string, spans: { start: number; end: number }[], max: number) {
  let outside = ''
  let from = 0
  for (const span of [...spans, { start: text.length, end: text.length }]) {
    outside += `${text.slice(from, Math.min(span.start, from + max))} `
    if (outside.length >= max) break
    from = Math.max(from, span.end)
  }
  return outside.slice(0, max)
}

/**
 * Which hosts the message names outside its links ("Cashbee loan ... cashbee.ph", "mWell app ...
 * mwellph.onelink.me"): such a site speaks for itself, not for a brand the message also names.
 */
export function siteNamer(textOutsideLinks: string): (host: string) => boolean {
  const names = namesIn(textOutsideLinks)
  // The first word of the sender the message opens with ("Shakey's: ..."), whose site may add a
  // word to it ("shakeyspizza.ph", "chowkingdelivery.com"), under an ending a business registers
  // its name in, with no hyphen or digit as a phishing site's name has ("shakeys-promo.com"). A
  // name of three letters counts only as it is ("AUB: ... aub.com.ph", not "clnsale.com").
  const sender = [...namesIn(SENDER.exec(textOutsideLinks)?.[1] ?? '')][0] ?? ''
  const senderSite = new RegExp(
    `^${sender}${sender.length < MIN_NAME ? '' : '[a-z]*'}\\.(?:com|net|org|ph)(?:\\.ph)?$`,
  )
  return (host) =>
    hostNames(host).some((name) => names.has(name)) ||
    (sender.length > 2 && senderSite.test(registrableDomain(host)))
}

const BRAND_IN_HOST = new Set(['brand-lookalike-link', 'brand-elsewhere-link'])
const OWN_NAME_ENDING = /\.(?:com|net|org|ph)$/

/**
 * A link's findings once the message vouches for its site: a link whose site the message names
 * no longer counts as a brand's elsewhere, and in a promo citing its DTI permit a brand's name in
 * the host no longer counts as a lookalike. Either is then only a link the check cannot vouch for.
 */
export function vouchedFindings(
  findings: Finding[],
  vouch: { ownSiteNamed: boolean; permitCited: boolean; quotedInNotice?: boolean },
): Finding[] {
  // "Scammers send texts like "... verify at bdo-ph-secure.com"": the notice shows the scam's link.
  if (vouch.quotedInNotice === true) return findings.map((finding) => ({ ...finding, weight: 0 }))
  const vouched = (finding: Finding) =>
    (vouch.permitCited && BRAND_IN_HOST.has(finding.code)) ||
    (vouch.ownSiteNamed && finding.code === 'brand-elsewhere-link')
  // A site the message names, under an ending a business registers its name in, is the sender's
  // own ("Sun Life ... sunlife.com.ph"): still a way out of the message, but no sign on its own.
  const named = (finding: Finding) =>
    vouch.ownSiteNamed &&
    finding.code === 'unknown-link' &&
    OWN_NAME_ENDING.test(finding.host ?? '')
      ? { ...finding, weight: 0 }
      : finding
  if (!findings.some(vouched)) return findings.map(named)
  const kept = findings.filter((finding) => !vouched(finding))
  const first = findings.find(vouched)
  const unknown = kept.some((finding) => finding.code === 'unknown-link')
  if (unknown || !first || kept.length > 0) return kept.map(named)
  return [named({ code: 'unknown-link', weight: 1, host: first.host, excerpt: first.excerpt })]
}
