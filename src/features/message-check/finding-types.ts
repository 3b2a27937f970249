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

export interface Finding {
  code: FindingCode
  weight: number
  kind?: ScamKind
  /** The registrable host a link really goes to. */
  host?: string
  /** A brand the message or link names that does not own the host. */
  brand?: string
  /** Short matched text, at most 60 characters. */
  excerpt?: string
}

export interface Verdict {
  level: RiskLevel
  findings: Finding[]
  links: { text: string; host: string }[]
  /** Only the first part of a long message was read. */
  truncated?: boolean
}
