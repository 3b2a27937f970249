import { cebMonths } from '@/locales/ceb/months'
import type { FactWords } from './facts.en'

export const cebFactWords: FactWords = {
  hotlineHeading: 'Nasudnong anti-scam hotline',
  contactsHeading: 'Kinsa pa ang tawagan ug asa mo-report',
  contactsIntro:
    'I-tap ang number aron motawag. Ang matag contact nagsulti kung unsang panid ang gigikanan niini.',
  bankLinesIntro: 'Ang ilang mga linya para sa scam, gikan sa ilang kaugalingong website:',
  roles: {
    'national-hotline': 'Nasudnong anti-scam hotline',
    'bank-ewallet-help': 'Ang imong e-wallet o bangko',
    'report-cybercrime': 'I-report ang scam',
    'text-scam-complaint': 'I-report ang scam nga text',
    'bank-ewallet-complaint': 'Kung wala ka tabangi sa imong bangko o e-wallet',
  },
  phoneNotes: { 'toll-free': 'toll-free', mobile: 'mobile', landline: 'landline' },
  hours: {
    always: '24 oras, matag adlaw',
    daily: 'Matag adlaw',
    weekdays: 'Lunes hangtod Biyernes',
    'mon-sat': 'Lunes hangtod Sabado',
  },
  email: 'Email',
  emailSubject: (subject: string) => `nga ang subject mao ang “${subject}”`,
  web: 'Website',
  webAndSource: 'Website ug gigikanan',
  source: 'Gigikanan',
  reportedBy: 'Gibalita sa',
  and: 'ug',
  via: 'pinaagi sa',
  noOfficialPage: 'walay opisyal nga panid nga nag-ingon niini',
  checked: 'gisusi niadtong',
  checkedAll: (date: string) => `Ang matag gigikanan niini nga bahin gisusi niadtong ${date}.`,
  dateOrder: 'month-day',
  months: cebMonths,
  lawsHeading: 'Ang mga balaod batok sa scam',
}
