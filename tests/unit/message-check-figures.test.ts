import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { loadBenchmarks } from '../../scripts/benchmark-sets'
import { type CheckFigures, FIGURES_FILE, setFigures } from '../../scripts/corpus-figures'

const dir = resolve(process.env.BENCHMARKS_DIR ?? '../shared/benchmarks')
const committed: CheckFigures = JSON.parse(readFileSync(FIGURES_FILE, 'utf8'))

describe('the figures /check shows', () => {
  it('names, credits and dates every set, with shares between 0 and 1', () => {
    expect(committed.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(committed.sets.length).toBeGreaterThanOrEqual(6)
    for (const set of committed.sets) {
      expect(set.name && set.credit && set.url).toBeTruthy()
      expect(['scam', 'ordinary']).toContain(set.kind)
      expect(set.count).toBeGreaterThan(0)
      for (const share of [set.flagged, set.high]) {
        expect(share).toBeGreaterThanOrEqual(0)
        expect(share).toBeLessThanOrEqual(1)
      }
    }
  })

  it(
    `match a fresh run over the benchmarks when ${dir} is there (npm run bench:corpus)`,
    { timeout: 300_000 },
    () => {
      const sets = existsSync(dir) ? loadBenchmarks(dir) : []
      const expected =
        sets.length > 0 ? setFigures(sets, (text) => checkMessage(text).level) : committed.sets
      expect(committed.sets).toEqual(expected)
    },
  )
})
