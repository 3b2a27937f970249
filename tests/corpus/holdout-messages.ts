import type { LabelledMessage } from './corpus-message'

/** Messages written after the rules and never tuned against. */
export const HOLDOUT_MESSAGES: LabelledMessage[] = []
