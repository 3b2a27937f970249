import { CEBUANO_NOTICES } from './cebuano-notices'
import { CEBUANO_ORDINARY } from './cebuano-ordinary'
import { CEBUANO_SCAMS } from './cebuano-scams'
import { CEBUANO_SCAMS_MORE } from './cebuano-scams-more'
import type { LabelledMessage } from './corpus-message'
import { HOLDOUT_MESSAGES } from './holdout-messages'
import { ORDINARY_MESSAGES } from './ordinary-messages'
import { ORDINARY_MESSAGES_ABROAD } from './ordinary-messages-abroad'
import { ORDINARY_MESSAGES_ALERTS } from './ordinary-messages-alerts'
import { ORDINARY_MESSAGES_EXPIRING } from './ordinary-messages-expiring'
import { ORDINARY_MESSAGES_JOINED } from './ordinary-messages-joined'
import { ORDINARY_MESSAGES_PROMOS } from './ordinary-messages-promos'
import { ORDINARY_MESSAGES_SEC } from './ordinary-messages-sec'
import { ORDINARY_MESSAGES_SENDERS } from './ordinary-messages-senders'
import { ORDINARY_MESSAGES_US } from './ordinary-messages-us'
import { SCAM_MESSAGES } from './scam-messages'
import { SCAM_MESSAGES_ABROAD } from './scam-messages-abroad'
import { SCAM_MESSAGES_ACCOUNTS } from './scam-messages-accounts'
import { SCAM_MESSAGES_LOOKALIKES } from './scam-messages-lookalikes'
import { SCAM_MESSAGES_MONEY } from './scam-messages-money'
import { SCAM_MESSAGES_MORE } from './scam-messages-more'
import { SCAM_MESSAGES_OPENERS } from './scam-messages-openers'
import { SCAM_MESSAGES_US } from './scam-messages-us'

const scams = [
  ...SCAM_MESSAGES,
  ...SCAM_MESSAGES_MONEY,
  ...SCAM_MESSAGES_ACCOUNTS,
  ...SCAM_MESSAGES_OPENERS,
  ...SCAM_MESSAGES_MORE,
  ...SCAM_MESSAGES_ABROAD,
  ...SCAM_MESSAGES_LOOKALIKES,
  ...CEBUANO_SCAMS,
  ...CEBUANO_SCAMS_MORE,
  ...SCAM_MESSAGES_US,
]
const ordinary = [
  ...ORDINARY_MESSAGES,
  ...ORDINARY_MESSAGES_PROMOS,
  ...ORDINARY_MESSAGES_ALERTS,
  ...ORDINARY_MESSAGES_ABROAD,
  ...ORDINARY_MESSAGES_SENDERS,
  ...ORDINARY_MESSAGES_EXPIRING,
  ...ORDINARY_MESSAGES_JOINED,
  ...ORDINARY_MESSAGES_SEC,
  ...CEBUANO_ORDINARY,
  ...CEBUANO_NOTICES,
  ...ORDINARY_MESSAGES_US,
]

/**
 * The labelled corpus: scams, ordinary messages that look like them, and a held-out set.
 * Filter on `lang` to tally one language on its own (Cebuano is `ceb`).
 */
export const MESSAGES: LabelledMessage[] = [
  ...scams.map((message) => ({ ...message, scam: true })),
  ...ordinary.map((message) => ({ ...message, scam: false })),
  ...HOLDOUT_MESSAGES,
]
