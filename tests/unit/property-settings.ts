/** Each property's run count: kept modest so the suite stays fast. */
export const RUNS = 40
export const PROPERTY_TIMEOUT = 120_000
/**
 * Shrinking 10 000-character counterexamples can take minutes: stop it after a minute and report
 * the smallest counterexample so far. A run cut short this way is caught by the run counts.
 */
export const LIMITS = { interruptAfterTimeLimit: 60_000 }
