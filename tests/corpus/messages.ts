import type { LabelledMessage } from './corpus-message'
import { HOLDOUT_MESSAGES } from './holdout-messages'
import { ORDINARY_MESSAGES } from './ordinary-messages'
import { SCAM_MESSAGES } from './scam-messages'

/** The labelled corpus: scams, ordinary messages that look like them, and a held-out set. */
export const MESSAGES: LabelledMessage[] = [
  ...SCAM_MESSAGES.map((message) => ({ ...message, scam: true })),
  ...ORDINARY_MESSAGES.map((message) => ({ ...message, scam: false })),
  ...HOLDOUT_MESSAGES,
]
