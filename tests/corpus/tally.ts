import type { RiskLevel } from '@/features/message-check/check-rules'
import type { LabelledMessage } from './corpus-message'

export interface KindTally {
  kind: string
  scam: boolean
  count: number
  high: number
  warning: number
  none: number
}

export interface CorpusTally {
  byKind: KindTally[]
  /** Share of scams with any warning (high or warning). */
  scamsFlagged: number
  scamsHigh: number
  ordinaryHigh: number
  ordinaryUnflagged: number
}

/** What the corpus must reach: shares between 0 and 1. */
export const THRESHOLDS = {
  scamsFlagged: { atLeast: 0.95 },
  // The goal is 0.85 (issue 26); README "The message check" gives where the check stands.
  scamsHigh: { atLeast: 0.8 },
  ordinaryHigh: { atMost: 0.01 },
  ordinaryUnflagged: { atLeast: 0.9 },
} as const

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)

/** Counts each kind's levels and the four shares the thresholds are about. */
export function tallyCorpus(
  messages: LabelledMessage[],
  levelOf: (text: string) => RiskLevel,
): CorpusTally {
  const kinds = new Map<string, KindTally>()
  for (const message of messages) {
    const key = `${message.scam}:${message.kind}`
    const tally = kinds.get(key) ?? {
      kind: message.kind,
      scam: message.scam,
      count: 0,
      high: 0,
      warning: 0,
      none: 0,
    }
    tally.count += 1
    tally[levelOf(message.text)] += 1
    kinds.set(key, tally)
  }
  const byKind = [...kinds.values()]
  const sum = (scam: boolean, field: 'count' | RiskLevel) =>
    byKind.filter((t) => t.scam === scam).reduce((total, t) => total + t[field], 0)
  const scams = sum(true, 'count')
  const ordinary = sum(false, 'count')
  return {
    byKind,
    scamsFlagged: share(scams - sum(true, 'none'), scams),
    scamsHigh: share(sum(true, 'high'), scams),
    ordinaryHigh: share(sum(false, 'high'), ordinary),
    ordinaryUnflagged: share(sum(false, 'none'), ordinary),
  }
}

/** The names of the thresholds a tally misses. */
export function missedThresholds(tally: CorpusTally): string[] {
  return Object.entries(THRESHOLDS)
    .filter(([name, limit]) => {
      const value = tally[name as keyof typeof THRESHOLDS]
      return 'atLeast' in limit ? value < limit.atLeast : value > limit.atMost
    })
    .map(([name]) => name)
}
