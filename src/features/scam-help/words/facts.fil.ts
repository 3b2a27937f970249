import { filMonths } from '@/locales/fil/months'
import type { FactWords } from './facts.en'

export const filFactWords: FactWords = {
  hotlineHeading: 'Pambansang anti-scam hotline',
  contactsHeading: 'Sino pa ang tatawagan at saan magre-report',
  contactsIntro:
    'Pindutin ang number para tumawag. Nakasulat sa bawat contact ang pahinang pinagkunan nito.',
  bankLinesIntro: 'Ang mga linya nila para sa scam, mula sa sarili nilang website:',
  roles: {
    'national-hotline': 'Pambansang anti-scam hotline',
    'bank-ewallet-help': 'Ang e-wallet o bangko mo',
    'report-cybercrime': 'I-report ang scam',
    'text-scam-complaint': 'I-report ang scam na text',
    'bank-ewallet-complaint': 'Kung hindi ka tinulungan ng bangko o e-wallet mo',
  },
  phoneNotes: { 'toll-free': 'toll-free', mobile: 'mobile', landline: 'landline' },
  hours: {
    always: '24 oras, araw-araw',
    daily: 'Araw-araw',
    weekdays: 'Lunes hanggang Biyernes',
    'mon-sat': 'Lunes hanggang Sabado',
  },
  email: 'Email',
  emailSubject: (subject: string) => `ilagay sa subject ang “${subject}”`,
  web: 'Website',
  webAndSource: 'Website at pinagkunan',
  source: 'Pinagkunan',
  reportedBy: 'Iniulat ng',
  and: 'at ng',
  via: 'sa',
  noOfficialPage: 'walang opisyal na pahinang nagsasabi nito',
  checked: 'sinuri noong',
  checkedAll: (date: string) => `Sinuri ang bawat pinagkunan sa bahaging ito noong ${date}.`,
  dateOrder: 'month-day',
  months: filMonths,
  lawsHeading: 'Ang mga batas laban sa scam',
}
