import type { Finding, FindingCode, RiskLevel } from './finding-types'

/** Totals from which a message is a high risk or a warning; see "The message check" in the README. */
export const HIGH_FROM = 5
export const WARNING_FROM = 2

/** Each kind of finding counts once, at its heaviest, however often the message repeats it. */
export function totalWeight(findings: Finding[]): number {
  const heaviest = new Map<string, number>()
  for (const { code, weight } of findings) {
    heaviest.set(code, Math.max(weight, heaviest.get(code) ?? 0))
  }
  let total = 0
  for (const weight of heaviest.values()) total += weight
  return total
}

/** A lure: something offered that an ordinary message does not promise. */
const BAITS = new Set<FindingCode>([
  'guaranteed-returns',
  'pay-for-likes',
  'job-bait',
  'unentered-prize',
  'easy-loan',
  'aid-claim',
  'romance-story',
  'recovery-offer',
  'gambling-lure',
  'held-parcel-or-fine',
  'stranger-opener',
  'emergency-story',
])
/** A link the message does not vouch for: where a threat to an account sends the reader. */
const LINK_CHANNELS = new Set<FindingCode>([
  'brand-lookalike-link',
  'shortened-link',
  'ip-address-link',
  'risky-tld-link',
  'userinfo-link',
  'mixed-script-link',
  'punycode-link',
  'brand-elsewhere-link',
  'unknown-link',
])
/** A way for the money or the talk to leave the reader's hands. */
const CHANNELS = new Set<FindingCode>([
  ...LINK_CHANNELS,
  'asks-fee',
  'asks-for-money',
  'asks-for-code',
  'asks-for-card',
  'move-to-chat-app',
  'pay-before-ship',
  'asks-to-call',
])

/** An ask that is only the word "visit": it sends the reader somewhere, asking nothing of the account. */
export const isBareVisit = (finding: Finding) =>
  finding.code === 'asks-to-log-in' && /^\W*visit\W*$/i.test(finding.excerpt ?? '')

/** A link to the site the message names as its own (weighed 0): no channel the words are judged by. */
const isOwnNamedSite = (finding: Finding) => finding.code === 'unknown-link' && finding.weight === 0

export function riskLevel(findings: Finding[]): RiskLevel {
  const total = totalWeight(findings)
  // The site a message names as its own is no way out of it ("FREE case at beyondthebox.ph").
  const wayOut = (codes: Set<FindingCode>) =>
    findings.some((f) => codes.has(f.code) && !isOwnNamedSite(f))
  const baitWithChannel = total > 0 && findings.some((f) => BAITS.has(f.code)) && wayOut(CHANNELS)
  // "Your account is locked: verify at <a site nobody vouches for>" is phishing's own shape.
  const threatWithLink = findings.some((f) => f.code === 'threat') && wayOut(LINK_CHANNELS)
  // "Your card has been suspended. Call our fraud team at 856-373-0914": the callback is the scam.
  // So is "a $979 charge was placed: not you? call 888-306-7721", the number given with the charge.
  const threatWithCall =
    (findings.some((f) => f.code === 'threat' && f.weight >= 2) &&
      findings.some((f) => f.code === 'asks-to-call')) ||
    (findings.some((f) => f.code === 'threat') &&
      findings.some((f) => f.code === 'asks-to-call' && f.weight >= 3))
  // "Verify your account at <a site the message does not name>", beside a lure: a bare "visit"
  // asks nothing of the account.
  const loginAtLure =
    findings.some((f) => f.code === 'asks-to-log-in' && !isBareVisit(f)) &&
    findings.some((f) => f.code === 'unknown-link' && f.weight >= 2)
  // Worded like the scams we know, with a number, a link or an ask to send something: the model's
  // strong opinion needs only a channel, whatever that channel weighs alone.
  const strongWithChannel =
    findings.some((f) => f.code === 'worded-like-scam' && f.weight >= HIGH_FROM - 1) &&
    wayOut(CHANNELS)
  // Worded like them, beside a way out that is a sign on its own (a shortened link, a site dressed
  // as a service, a number to call back): the words and the channel agree.
  const likelyWithChannel =
    findings.some((f) => f.code === 'worded-like-scam' && f.weight >= WARNING_FROM) &&
    findings.some((f) => CHANNELS.has(f.code) && f.weight >= WARNING_FROM)
  if (
    total >= HIGH_FROM ||
    baitWithChannel ||
    threatWithLink ||
    threatWithCall ||
    loginAtLure ||
    strongWithChannel ||
    likelyWithChannel
  )
    return 'high'
  return total >= WARNING_FROM ? 'warning' : 'none'
}
