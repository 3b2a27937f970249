import type { Contact } from './scam-help-types'

const checked = '2026-11-26'

const gcashReport =
  'https://help.gcash.com/hc/en-us/articles/4413295284377-I-think-I-was-scammed-What-do-I-do'
const bpiAntiFraud = 'https://www.bpi.com.ph/cybersecurity/anti-fraud'
const bdoCardSecurity =
  'https://www.bdo.com.ph/personal/digitalbanking/account-security/credit-card-security'
const metrobankFraud =
  'https://www.metrobank.com.ph/articles/fraud-defense/protection-against-account-takeover-scams'

/** The e-wallet and banks' own lines for a scam, each as its own site states it; the e-wallet first. */
export const bankContacts: Contact[] = [
  {
    id: 'gcash',
    role: 'bank-ewallet-help',
    name: 'GCash',
    phones: [{ display: '2882', tel: '2882' }],
    web: gcashReport,
    sources: [
      {
        kind: 'official',
        url: gcashReport,
        site: 'GCash Help Center',
        page: 'Report a scam',
        checked,
      },
      {
        kind: 'official',
        url: 'https://help.gcash.com/hc/en-us/articles/360035649833-How-does-Customer-Protect-work-',
        site: 'GCash Help Center',
        page: 'How does Customer Protect work?',
        checked,
      },
    ],
  },
  {
    id: 'bdo',
    role: 'bank-ewallet-help',
    name: 'BDO Unibank (BDO)',
    phones: [{ display: '(02) 8631-8000', tel: '+63286318000' }],
    web: bdoCardSecurity,
    sources: [
      {
        kind: 'official',
        url: bdoCardSecurity,
        site: 'BDO',
        page: 'Credit card security',
        checked,
      },
    ],
  },
  {
    id: 'bpi',
    role: 'bank-ewallet-help',
    name: 'Bank of the Philippine Islands (BPI)',
    phones: [{ display: '(02) 8891-0000', tel: '+63288910000' }],
    hours: { always: true },
    web: bpiAntiFraud,
    sources: [{ kind: 'official', url: bpiAntiFraud, site: 'BPI', page: 'Anti-fraud', checked }],
  },
  {
    id: 'landbank',
    role: 'bank-ewallet-help',
    name: 'Land Bank of the Philippines (Landbank)',
    phones: [
      { display: '(02) 8405-7000', tel: '+63284057000' },
      { display: '1-800-10-405-7000', tel: '1800104057000', note: 'toll-free', carrier: 'PLDT' },
    ],
    hours: { always: true },
    sources: [
      {
        kind: 'official',
        url: 'https://landbank.com/book/export/html/36',
        site: 'Landbank',
        checked,
      },
    ],
  },
  {
    id: 'metrobank',
    role: 'bank-ewallet-help',
    name: 'Metrobank',
    phones: [
      { display: '(02) 8870-0700', tel: '+63288700700' },
      { display: '1-800-1888-5775', tel: '180018885775', note: 'toll-free' },
    ],
    email: { address: 'customercare@metrobank.com.ph', subject: 'Report on Possible Fraud' },
    hours: { always: true },
    web: metrobankFraud,
    sources: [
      {
        kind: 'official',
        url: metrobankFraud,
        site: 'Metrobank',
        page: 'Protection against account takeover scams',
        checked,
      },
      {
        kind: 'official',
        url: 'https://metrobank.com.ph/articles/how-to-file-a-dispute',
        site: 'Metrobank',
        page: 'How to file a dispute',
        checked,
      },
    ],
  },
  {
    id: 'security-bank',
    role: 'bank-ewallet-help',
    name: 'Security Bank',
    phones: [
      { display: '(02) 8887-9188', tel: '+63288879188' },
      { display: '1-800-1888-1250', tel: '180018881250', note: 'toll-free', carrier: 'PLDT' },
    ],
    email: { address: 'customercare@securitybank.com.ph' },
    hours: { always: true },
    sources: [
      {
        kind: 'official',
        url: 'https://help.securitybank.com/newsecuritybankonline/what-are-the-changes-from-the-previous-terms-and-conditions',
        site: 'Security Bank Help',
        page: 'What are the changes from the previous terms and conditions?',
        checked,
      },
    ],
  },
]
