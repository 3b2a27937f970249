import { BRAND_DOMAINS } from './brand-domains'
import { CHECK_MODEL } from './check-model'
import { findLinks } from './find-links'
import { isOpenPage, LINK_NOTE_WORDS, wordsBesideLinks } from './host-shape'
import { isOfficialHost } from './host-names'
import { isWellKnownSite } from './known-sites'
import type { Finding, Verdict } from './finding-types'
import { type LearnedModel, modelScorer } from './learned-model'
import { lureBesideLink } from './link-lures'
import { linkFindings } from './link-rules'
import { originalSpan } from './mapped-text'
import { cleanText, MAX_RULE_TEXT, rulesForm } from './normalise-text'
import {
  callsOnlyLandlines,
  givesCode,
  givesCredit,
  givesMobile,
  givesPhone,
  namesMoney,
} from './handed-over'
import {
  calledScamAfter,
  citesPromoPermit,
  asksInPerson,
  claimsInPerson,
  givesMenuPath,
  callsOwnLine,
  insideQuotes,
  namesHouseholdAccount,
  sendsToOwnApp,
  settledFindings,
  siteNamer,
  textOutside,
  vouchedFindings,
} from './ordinary-signs'
import { anyOf, pattern, wordList } from './phrase-match'
import { GIVE } from './ask-rules'
import { HIGH_FROM, riskLevel } from './scoring'
import { isWarningNotice, textFindings } from './text-rules'

export type { Finding, FindingCode, RiskLevel, ScamKind, Verdict } from './finding-types'

/** Names that are also ordinary words, or sites every promo points to: no sign in a text. */
const UNCLEAR_NAMES = new Set(
  wordList(
    'smart globe maya dito jt gov gob ayuda tnt visa ups apple chase meta',
    'facebook instagram whatsapp google youtube gmail outlook hotmail gloan gsave',
    'easytrip autosweep booking',
  ),
)
const HAND_ON = pattern(GIVE)
/** "Regulated by BSP": the regulator a bank's ad names is not its sender. */
const REGULATOR = /\b(?:regulated|supervised|licensed) by (?:the )?[a-z]+/g

/**
 * Brands whose name is an everyday word ("dito" is Filipino for "here", "smart TV", "apple pie"):
 * named by that word only as written, capitalised, and otherwise by their other names.
 */
const EVERYDAY_NAMES = new Set(wordList('DITO Smart Globe Maya Chase Visa Apple Meta UPS Google'))
/** Each brand with the words that name it: `written` in the text as written, `words` in its words. */
const BRAND_WORDS = BRAND_DOMAINS.map((brand) => {
  const name = brand.name.toLowerCase()
  const aliases = brand.aliases.filter(
    (alias) => alias.length > 2 && !UNCLEAR_NAMES.has(alias) && alias !== name,
  )
  const everyday = EVERYDAY_NAMES.has(brand.name)
  const words = everyday ? aliases : [name, ...aliases]
  return {
    brand,
    written: everyday
      ? new RegExp(`\\b(?:${brand.name}|${brand.name.toUpperCase()})\\b`)
      : undefined,
    words: words.length > 0 ? new RegExp(anyOf(...words)) : undefined,
    app: new RegExp(anyOf(name, ...aliases)),
  }
})

/** A second opinion from the learned model: a score, and the scores from which it counts. */
export interface SecondOpinion {
  score: (words: string) => number
  weakAt: number
  warnAt: number
  strongAt: number
}

export const opinionOf = (model: LearnedModel): SecondOpinion => ({
  score: modelScorer(model),
  weakAt: model.weakAt,
  warnAt: model.warnAt,
  strongAt: model.strongAt,
})

let shipped: SecondOpinion | undefined

const COD = /\b(?:for|if|via|sa|para sa|thru|through) cod\b|\bcash on delivery\b/

/** The model's finding: never heavy enough to make a message high risk on its own; strong, it
 * makes high risk with any other finding. */
function modelFinding(words: string, opinion: SecondOpinion): Finding | undefined {
  const score = opinion.score(words)
  if (score < opinion.weakAt) return undefined
  const weight = score >= opinion.strongAt ? HIGH_FROM - 1 : score >= opinion.warnAt ? 2 : 1
  return { code: 'worded-like-scam', weight }
}

/**
 * Reads a message and says how likely it is a scam, and why. Pure: nothing is sent or kept.
 * Invisible characters and runs of spaces are removed from the first 200,000 characters; then the
 * rules read the first 5,000 characters, links among the first 20,000, at most 50 of them.
 */
export function checkMessage(text: string, opinion?: SecondOpinion): Verdict {
  const clean = cleanText(text)
  const words = rulesForm(clean)
  const brandWords = words.text.replace(REGULATOR, '')
  const brandWordsInText = BRAND_WORDS.filter(
    (names) => names.written?.test(clean.text) || names.words?.test(brandWords),
  )
  const brandsInText = brandWordsInText.map(({ brand }) => brand)
  const found = findLinks(clean.text)
  const linkOnly = found.length > 0 && wordsBesideLinks(clean.text, found) <= LINK_NOTE_WORDS
  const notice = isWarningNotice(words.text)
  const links = found.map((link) => ({
    ...link,
    quoted:
      notice && (insideQuotes(clean.text, link.start) || calledScamAfter(clean.text, link.end)),
    ...originalSpan(clean, link.start, link.end),
  }))
  const inOriginal = (finding: Finding & { at?: number; length?: number }): Finding => {
    const { at, length, ...rest } = finding
    if (at === undefined || length === undefined) return rest
    const span = originalSpan(words, at, at + length)
    return { ...rest, ...span, excerpt: text.slice(span.start, span.end).slice(0, 60) }
  }
  const second = opinion ?? (shipped ??= opinionOf(CHECK_MODEL))
  // A notice about scams, a registered promo, or a message that sends the reader only to the
  // sender's own links or app is not second-guessed.
  const goesTo =
    (sites: (host: string) => boolean) =>
    ({ url: { hostname } }: (typeof links)[number]) =>
      sites(hostname) && !isOpenPage(hostname)
  const linksOnlyTo = (sites: (host: string) => boolean) =>
    links.length > 0 && links.every(goesTo(sites))
  const ownLinksOnly = linksOnlyTo(isOfficialHost)
  const ownLinkAmong = links.some(goesTo(isOfficialHost))
  // Nor is one that sends the reader only to sites everyone knows: the rules judge its words.
  const knownLinksOnly = linksOnlyTo((host) => isOfficialHost(host) || isWellKnownSite(host))
  const ownChannelOnly =
    !givesPhone(words.text) &&
    (links.length > 0
      ? ownLinksOnly
      : givesMenuPath(words.text) ||
        callsOwnLine(words.text) ||
        claimsInPerson(words.text) ||
        sendsToOwnApp(
          words.text,
          brandWordsInText.map(({ app }) => app),
        ))
  // An OTP handed to the reader with no link to follow is the sender's own notice.
  const codeNotice = links.length === 0 && givesCode(words.text)
  // With no number to reach and no word for handing it on, the code is for the sender's own app.
  const codeToUse = codeNotice && !givesPhone(words.text) && !HAND_ON.test(words.text)
  // So is money received, with no link: a receipt, not a lure.
  const creditNotice = links.length === 0 && givesCredit(words.text)
  // A registered promo names no personal mobile to claim at.
  const permitCited = citesPromoPermit(words.text) && !givesMobile(words.text)
  // A bank's or an office's fixed line (Manila, or domestic toll-free), and no link but to sites
  // everyone knows ("used for PHP 899.00 at NETFLIX.COM"), is nowhere a scammer answers.
  const fixedLinesOnly = callsOnlyLandlines(words.text)
  const landlineOnly = (links.length === 0 || knownLinksOnly) && fixedLinesOnly
  // "Please prepare ₱799 for COD": paid to the rider who hands over the parcel.
  const codNotice = links.length === 0 && !givesPhone(words.text) && COD.test(words.text)
  const fromModel =
    notice ||
    knownLinksOnly ||
    ownChannelOnly ||
    codeNotice ||
    creditNotice ||
    permitCited ||
    landlineOnly ||
    codNotice ||
    (links.length === 0 && asksInPerson(words.text))
      ? undefined
      : modelFinding(words.text, second)
  const namesSite = siteNamer(textOutside(text, links, MAX_RULE_TEXT))
  // An offer or an ask beside a link the message does not vouch for by naming its site.
  const lured = permitCited || notice ? 0 : lureBesideLink(words.text)
  const findings: Finding[] = [
    ...links.flatMap((link) =>
      vouchedFindings(
        linkFindings(
          link,
          brandsInText,
          linkOnly,
          namesSite(link.url.hostname) ? 0 : lured,
          ownLinkAmong,
        ),
        {
          ownSiteNamed: namesSite(link.url.hostname),
          permitCited,
          quotedInNotice: link.quoted,
        },
      ).map((finding) => ({
        ...finding,
        start: link.start,
        end: link.end,
        excerpt: text.slice(link.start, link.end).slice(0, 60),
      })),
    ),
    ...settledFindings(textFindings(words.text), {
      ownChannelOnly,
      permitCited,
      noLinkOrNumber: links.length === 0 && !givesPhone(words.text),
      moneyNamed: namesMoney(words.text),
      landlinesOnly: fixedLinesOnly,
      creditNotice,
      codeNotice,
      codeToUse,
      householdAccount: namesHouseholdAccount(words.text),
      namedSitesOnly: links.length > 0 && links.every((link) => namesSite(link.url.hostname)),
      hotlineOnly: landlineOnly,
    }).map(inOriginal),
    ...(fromModel ? [fromModel] : []),
  ]
  return {
    level: riskLevel(findings),
    findings,
    links: links.map((link) => ({
      text: link.text,
      host: link.url.hostname.slice(0, 253),
      start: link.start,
      end: link.end,
    })),
    truncated: words.truncated,
  }
}
