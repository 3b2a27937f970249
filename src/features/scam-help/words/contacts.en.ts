import type { ContactId, LawId, LawPointId } from '@/config/scam-help-types'

/**
 * One plain sentence per contact, what to call or write them for, and, for a contact with a
 * website, the link text that names the place.
 */
export type ContactWords = Record<ContactId, { purpose: string; place?: string }>

/** One cautious line per law: what it means for someone who was scammed. */
export type LawWords = Record<LawId, string>

/** A rule of a law, in words that promise nothing the law does not. */
export type LawPointWords = Record<LawPointId, (figure: number) => string>

export const enContactWords: ContactWords = {
  iarc: {
    purpose: 'Call it to report a scam, after your bank or e-wallet.',
  },
  gcash: {
    purpose:
      'Call or report the scam right away. GCash says it replies within 24 hours, but cannot return money already sent.',
    place: 'GCash’s scam report page',
  },
  bdo: {
    purpose:
      'If your card is lost, stolen or may have been misused. You can also lock it in BDO Online Banking.',
    place: 'BDO’s card security page',
  },
  bpi: {
    purpose: 'If a scammer may have your account or card details.',
    place: 'BPI’s anti-fraud page',
  },
  landbank: {
    purpose: 'Customer Care Center: press 0 to talk to a Phonebanker.',
  },
  metrobank: {
    purpose: 'For suspected fraud, call or email.',
    place: 'Metrobank’s page on account takeover scams',
  },
  'security-bank': {
    purpose: 'Customer Service Hotline; or email.',
  },
  cicc: {
    purpose:
      'The government’s center against cybercrime. Its website lists its current ways to report a scam.',
    place: 'CICC’s website',
  },
  'pnp-acg': {
    purpose:
      'The police unit against cybercrime. To report a scam to the police, go to the nearest police station or see the PNP-ACG website.',
    place: 'PNP-ACG’s website',
  },
  ntc: {
    purpose:
      'Report a scam text and the number it came from with the Text Scam Complaints form on the NTC website.',
    place: 'NTC’s website',
  },
  globe: {
    purpose:
      'On Globe? Report the number that sent you a spam or scam text on Globe’s #StopSPAM page.',
    place: 'Globe’s #StopSPAM page',
  },
  bsp: {
    purpose:
      'If your bank or e-wallet did not settle your complaint, chat with BSP Online Buddy (BOB) on the BSP website, or email the BSP’s Complaints, Inquiries and Requests (CIR) form to the address below.',
    place: 'BSP’s consumer assistance page',
  },
}

export const enLawWords: LawWords = {
  'ra-10175':
    'Misuse of and illegal access to computers and networks are punishable under this law, which also created the CICC.',
  'ra-11934': 'Every SIM in the Philippines must be registered to its user.',
  'ra-12010':
    'It sets heavier penalties for financial scams such as phishing, online selling scams and investment scams.',
}

export const enLawPointWords: LawPointWords = {
  'afasa-hold': (days) =>
    `After you report a scam, your bank or e-wallet can hold the disputed money for up to ${days} days (longer only by court order) while the transfer is checked. A hold is not a refund, and none is promised.`,
  'afasa-false-report': () =>
    'A false report made in bad faith, which gets someone’s money held, is itself a crime under this law.',
}
