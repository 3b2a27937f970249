import type { RiskLevel } from '../src/features/message-check/check-rules.ts'
import { type BenchSet, reportedTexts } from './benchmark-sets.ts'

/** One set's figures as `/check` shows them: shares between 0 and 1. */
export interface SetFigures {
  id: string
  name: string
  credit: string
  url: string
  kind: 'scam' | 'ordinary'
  count: number
  flagged: number
  high: number
}

export interface CheckFigures {
  date: string
  sets: SetFigures[]
}

export const FIGURES_FILE = 'src/features/message-check/check-figures.json'

const share = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000

/** Each set on its own, on the messages it may be reported on. */
export function setFigures(sets: BenchSet[], levelOf: (text: string) => RiskLevel): SetFigures[] {
  return sets.map((set) => {
    const levels = reportedTexts(set).map(levelOf)
    return {
      id: set.id,
      name: set.name,
      credit: set.credit,
      url: set.url,
      kind: set.kind,
      count: levels.length,
      flagged: share(levels.filter((level) => level !== 'none').length, levels.length),
      high: share(levels.filter((level) => level === 'high').length, levels.length),
    }
  })
}
