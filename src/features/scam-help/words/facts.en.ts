import { englishMonths } from '@/locales/en/months'
import type { ContactRole, PhoneLine } from '@/config/scam-help-types'

/** How the help page labels its facts: groups, lines, sources and the day they were checked. */
export const enFactWords = {
  hotlineHeading: 'National anti-scam hotline',
  contactsHeading: 'Who else to call and where to report',
  contactsIntro: 'Tap a number to call it. Each contact names the page it comes from.',
  bankLinesIntro: 'Their scam lines, from their own websites:',
  roles: {
    'national-hotline': 'National anti-scam hotline',
    'bank-ewallet-help': 'Your e-wallet or bank',
    'report-cybercrime': 'Report the scam',
    'text-scam-complaint': 'Report a scam text',
    'bank-ewallet-complaint': 'If your bank or e-wallet does not help',
  } satisfies Record<ContactRole, string>,
  phoneNotes: {
    'toll-free': 'toll-free',
    mobile: 'mobile',
    landline: 'landline',
  } satisfies Record<NonNullable<PhoneLine['note']>, string>,
  hours: {
    always: '24 hours, every day',
    daily: 'Every day',
    weekdays: 'Monday to Friday',
    'mon-sat': 'Monday to Saturday',
  },
  email: 'Email',
  emailSubject: (subject: string) => `with the subject “${subject}”`,
  web: 'Website',
  webAndSource: 'Website and source',
  source: 'Source',
  reportedBy: 'Reported by',
  and: 'and',
  via: 'via',
  noOfficialPage: 'no official page states it',
  checked: 'checked',
  /** Once per section, when every source in it was checked on the same day. */
  checkedAll: (date: string) => `Each source in this section was checked on ${date}.`,
  /** `26 November 2026`; Filipino writes the month first. */
  dateOrder: 'day-month' as 'day-month' | 'month-day',
  months: englishMonths,
  lawsHeading: 'The laws against scams',
}

export type FactWords = typeof enFactWords
