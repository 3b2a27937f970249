import type { ContactId, LawId } from '@/config/scam-help-types'

/** One plain sentence per contact: what to call or write them for. */
export type ContactWords = Record<ContactId, { purpose: string }>

/** One cautious line per law: what it means for someone who was scammed. */
export type LawWords = Record<LawId, string>

export const enContactWords: ContactWords = {
  cicc: {
    purpose:
      'Report an online scam or other cybercrime through the CICC website; it passes complaints on to the PNP or NBI.',
  },
  'pnp-acg': {
    purpose: 'Call to report an online scam to the police, or go to the nearest police station.',
  },
  bsp: {
    purpose:
      'If your bank or e-wallet did not settle your complaint, chat with BSP Online Buddy (BOB) on the BSP website or email your complaint form.',
  },
  ntc: { purpose: 'Report a scam text message and the number it came from.' },
  gcash: {
    purpose:
      'If you sent money to a scammer through GCash, report it to GCash right away through its Help Center.',
  },
  bpi: {
    purpose:
      "Call BPI's 24-hour Contact Center if you think a scammer got your BPI account or card details.",
  },
  bdo: {
    purpose:
      'Call BDO right away if your BDO credit card is lost, stolen or may have been used by someone else.',
  },
}

export const enLawWords: LawWords = {
  'ra-10175': 'Computer-related fraud and identity theft are crimes under this law.',
  'ra-11934':
    "Every SIM must be registered with a valid ID, and telcos must give a SIM user's name and address when a subpoena or court order asks for it.",
  'ra-12010':
    'It sets heavier penalties for financial scams such as phishing, online selling scams and investment scams.',
}
