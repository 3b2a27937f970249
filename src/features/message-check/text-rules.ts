import { ASK_RULES, type TextRule } from './ask-rules'
import { BAIT_RULES } from './bait-rules'
import { LURE_RULES } from './lure-rules'
import { HOOK_RULES } from './hook-rules'
import { SCHEME_RULES } from './scheme-rules'
import { SMISHING_HOOKS } from './smishing-hooks'
import { SMISHING_RULES } from './smishing-rules'
import { US_LURE_RULES } from './us-lure-rules'
import { US_SPAM_RULES } from './us-spam-rules'
import type { Finding, ScamKind } from './finding-types'
import { insideQuotes } from './ordinary-signs'
import {
  anyOf,
  either,
  firstAsk,
  inQuestion,
  isNegated,
  near,
  pattern,
  wordList,
} from './phrase-match'

export const TEXT_RULES: TextRule[] = [
  ...ASK_RULES,
  ...BAIT_RULES,
  ...LURE_RULES,
  ...SMISHING_RULES,
  ...SCHEME_RULES,
  ...HOOK_RULES,
  ...SMISHING_HOOKS,
  ...US_LURE_RULES,
  ...US_SPAM_RULES,
]

/**
 * A notice that warns about scams quotes the scammers' words ("Bayad muna? Advance fee scam
 * 'yan"): what it seems to ask or promise does not count. Its links still do.
 */
const SCAM_WORD = either(
  '\\b(?:hindi|dili) (?:ito |kini )?rehistrado\\b',
  anyOf(
    'scam|scams|scammer|scammers|scamming|modus|fraudsters|phishing|smishing',
    'suspicious calls|suspicious messages|suspicious texts|suspicious links|fake',
    'peke|pekeng|money mule|red flag|red flags|pretending to be|posing as',
    'impersonate|nagpapanggap|unregistered|not registered',
  ),
)
const ADVICE = anyOf(
  "huwag|wag|never|do not|don't|avoid|report|ireport|iulat|ayaw|scam 'yan",
  "scam yan|'yan|be careful|mag ingat|magingat|ingat|aware|beware|babala",
  'warning|alert|paalala|pahimangno|mapanuri|biktima|think twice|double check',
  "doublecheck|be vigilant|stay vigilant|stay alert|does not send|doesn't send",
  "does not ask|doesn't ask|warns|no longer sends|if you receive",
  'hindi nagpapadala|bago magpadala|reminds|victims|circulating|kumakalat',
  'hindi galing sa|dili gikan sa|not from|ignore|does not offer',
  'does not collect|does not charge|never charges|when in doubt|hindi hinihingi',
  'dili mangayo|no one from|tuohi|pagtuo',
)
const WARNING_NOTICE = pattern(
  `${SCAM_WORD}[^]{0,200}${ADVICE}`,
  `${ADVICE}[^]{0,200}${SCAM_WORD}`,
  // a scam quoted and named: 'Ang "Your GLoan is approved, pay P1,000 fee" ay scam'
  `${SCAM_WORD}[^]{0,200}["\u201c\u201d]`,
  `["\u201c\u201d][^]{0,200}${SCAM_WORD}`,
  anyOf(
    'kumakalat na text|kumakalat na mensahe|are circulating|is circulating',
    'texts saying|messages saying|text na nagsasabing|not authorized by the sec',
    'warned against|paalala|do not click|huwag iclick|wag iclick|ayaw iclick',
    'beware|babala|mag ingat|magingat|ingat sa|magbantay|watch out for',
    'pag amping|pagamping|huwag maniwala|wag maniwala|ayaw tuo|ayaw pagtuo',
    "magpaloko|magpabiktima|pailad|paloko|don't be fooled|do not be fooled",
    "maging biktima|maging mapanuri|don't be a victim|do not be a victim",
    'check with sec|check with the sec|dumulog sa sec|verify with sec',
    'warns the public|warned the public|cautions the public|warns against',
    'not authorized to solicit|not registered to solicit|ponzi|pyramid scheme',
    'never share|never give|huwag ibigay|wag ibigay',
    'huwag ibahagi|ayaw ihatag|ayaw ipaambit|will never ask|hindi kailanman',
    'never asks|will never call|will never send|hindi humihingi|hindi hihingi',
    "before calling back|do not call back|don't call back|huwag tawagan pabalik",
  ),
  near(
    anyOf("avoid|do not|don't|never|huwag|wag|ayaw"),
    anyOf('unknown numbers|unknown international|unknown callers|unknown senders'),
    40,
  ),
  // "Huwag po kayong maniniwala sa tumatawag na nagsasabing nahuli ako"
  near(
    anyOf("do not|don't|huwag|wag|ayaw"),
    near(
      anyOf('believe|maniwala|maniniwala|motuo'),
      anyOf('calls|callers|texts|tumatawag|tatawag|nagtetext|mutawag'),
      20,
    ),
    20,
  ),
)
const NOT_A_NOTICE = pattern(
  anyOf('not a scam|hindi scam|no scam|legit|100% legit|not a ponzi|hindi ponzi'),
)

/** What a notice keeps once it sends money to, or has the reader call, a number of its own. */
const KEPT_IN_A_NOTICE = new Set(
  wordList('asks-fee asks-for-money asks-for-code asks-for-card asks-to-call threat'),
)

export const isWarningNotice = (text: string) =>
  WARNING_NOTICE.test(text) && !NOT_A_NOTICE.test(text)

/** The scam a fee belongs to, read from what the fee is said to be for. */
const FEE_KINDS: [ScamKind, RegExp][] = [
  ['prize', pattern(anyOf('prize|premyo|won|nanalo|raffle|winnings'))],
  ['delivery-fee', pattern(anyOf('parcel|package|shipment|customs|delivery'))],
  ['loan-fee', pattern(anyOf('loan|pautang|utang'))],
  ['task-job', pattern(anyOf('job|task|commission|salary|trabaho'))],
  ['recovery', pattern(anyOf('recover|refund|mabawi'))],
  ['investment', pattern(anyOf('profit|withdraw|investment|invest'))],
]

const feeKind = (text: string) => FEE_KINDS.find(([, words]) => words.test(text))?.[0]

/** A text finding, with where its words stand in the rules' form of the text. */
export type TextFinding = Finding & { at: number; length: number }

/** One rule over a message's words: its finding, if the words match it. */
export function applyTextRule(rule: TextRule, text: string): TextFinding | undefined {
  if (rule.context && !rule.context.test(text)) return undefined
  const { negatable, notAfter, notInQuestion } = rule
  const found = firstAsk(
    text,
    rule.phrases,
    (all, index, phrase) =>
      (negatable === true && isNegated(all, index, phrase)) ||
      (notAfter?.test(all.slice(Math.max(0, index - 100), index)) ?? false) ||
      (notInQuestion === true && inQuestion(all, index, phrase)),
  )
  if (!found) return undefined
  const kind = rule.kind ?? (rule.code === 'asks-fee' ? feeKind(text) : undefined)
  return {
    code: rule.code,
    weight: rule.weight,
    ...(kind ? { kind } : {}),
    excerpt: found.text.slice(0, 60),
    at: found.index,
    length: found.text.length,
  }
}

/** What the words of a message (in the form of `normaliseForRules`) ask for and how they push. */
export function textFindings(text: string): TextFinding[] {
  const findings: TextFinding[] = []
  for (const rule of TEXT_RULES) {
    const finding = applyTextRule(rule, text)
    if (finding) findings.push(finding)
  }
  if (!isWarningNotice(text)) return findings
  // "Beware of scammers! Pay the fee to GCash 0917...": a notice never sends money to a number,
  // nor has the reader call one back about a charge, unless it quotes the scam that does.
  const reachesANumber = findings.some(
    (f) =>
      (f.code === 'asks-for-money' || f.code === 'asks-to-call') &&
      f.weight >= 3 &&
      !insideQuotes(text, f.at),
  )
  return reachesANumber ? findings.filter((f) => KEPT_IN_A_NOTICE.has(f.code)) : []
}
