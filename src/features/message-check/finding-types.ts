import type { ScamKind } from '@/config/scam-kinds'

export type { ScamKind }

export type RiskLevel = 'high' | 'warning' | 'none'

export type FindingCode =
  // What a link really is
  | 'brand-lookalike-link'
  | 'brand-elsewhere-link'
  | 'shortened-link'
  | 'ip-address-link'
  | 'punycode-link'
  | 'mixed-script-link'
  | 'userinfo-link'
  | 'risky-tld-link'
  | 'unknown-link'
  // What the message asks for
  | 'asks-for-code'
  | 'asks-for-card'
  | 'asks-fee'
  | 'asks-return-money'
  | 'asks-for-account'
  | 'asks-for-money'
  | 'asks-to-log-in'
  | 'asks-to-call'
  | 'move-to-chat-app'
  | 'pay-before-ship'
  // How it pushes or baits
  | 'pressure'
  | 'threat'
  | 'guaranteed-returns'
  | 'pay-for-likes'
  | 'job-bait'
  | 'unentered-prize'
  | 'easy-loan'
  | 'aid-claim'
  | 'romance-story'
  | 'recovery-offer'
  | 'gambling-lure'
  | 'held-parcel-or-fine'
  | 'stranger-opener'
  | 'emergency-story'
  // What the learned model reads in the words
  | 'worded-like-scam'

export interface Finding {
  code: FindingCode
  weight: number
  kind?: ScamKind
  /** The registrable host a link really goes to. */
  host?: string
  /** A brand the message or link names that does not own the host. */
  brand?: string
  /** The matched words as the message writes them, at most 60 characters. */
  excerpt?: string
  /** Where the matched words stand in the text that was checked: `text.slice(start, end)`. */
  start?: number
  end?: number
}

export interface Verdict {
  level: RiskLevel
  findings: Finding[]
  links: { text: string; host: string; start: number; end: number }[]
  /** Only the start of a long message was read (see MAX_RULE_TEXT). */
  truncated: boolean
}
