import fc from 'fast-check'
import { expect } from 'vitest'

/** Each property's run count: kept modest so the suite stays fast. */
export const RUNS = 40
export const PROPERTY_TIMEOUT = 120_000
/**
 * Shrinking 10 000-character counterexamples can take minutes: stop it after a minute and report
 * the smallest counterexample so far. A run cut short this way is caught by the run counts.
 */
export const LIMITS = { interruptAfterTimeLimit: 60_000 }

/**
 * Checks a property through the UI: each run starts and ends on a fresh page (`fresh`), and every
 * one of `numRuns` runs must happen, so a run cut short by the time limit fails the test.
 */
export async function assertEveryRun<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  { fresh, ...parameters }: fc.Parameters<Ts> & { numRuns: number; fresh: () => void },
) {
  let runs = 0
  const counted = property
    .beforeEach(() => {
      runs += 1
      fresh()
    })
    .afterEach(fresh)
  await fc.assert(counted, { ...LIMITS, ...parameters })
  expect(runs).toBe(parameters.numRuns)
}
