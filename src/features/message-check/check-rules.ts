import { BRAND_DOMAINS } from './brand-domains'
import { findLinks } from './find-links'
import type { Finding, Verdict } from './finding-types'
import { linkFindings } from './link-rules'
import { normaliseForLinks, normaliseForRules } from './normalise-text'
import { anyOf } from './phrase-match'
import { riskLevel } from './scoring'
import { textFindings } from './text-rules'

export type { Finding, FindingCode, RiskLevel, ScamKind, Verdict } from './finding-types'

const UNCLEAR_NAMES = new Set(['smart', 'globe', 'maya', 'dito', 'jt', 'gov', 'gob', 'ayuda'])
/** Each brand with the words that name it in a message's text. */
const BRAND_WORDS = BRAND_DOMAINS.map((brand) => ({
  brand,
  words: new RegExp(
    anyOf(
      brand.name.toLowerCase(),
      ...brand.aliases.filter((alias) => alias.length > 2 && !UNCLEAR_NAMES.has(alias)),
    ),
  ),
}))

/**
 * Reads a message and says how likely it is a scam, and why. Pure: nothing is sent or kept.
 * Hostile input is bounded: the rules read the first 5,000 characters and at most 50 links.
 */
export function checkMessage(text: string): Verdict {
  const words = normaliseForRules(text)
  const brandsInText = BRAND_WORDS.filter(({ words: names }) => names.test(words)).map(
    ({ brand }) => brand,
  )
  const links = findLinks(normaliseForLinks(text))
  const findings: Finding[] = [
    ...links.flatMap((link) => linkFindings(link, brandsInText)),
    ...textFindings(words),
  ]
  return {
    level: riskLevel(findings),
    findings,
    links: links.map((link) => ({ text: link.text, host: link.url.hostname.slice(0, 253) })),
  }
}
