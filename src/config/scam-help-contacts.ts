import type { Contact } from './scam-help-types'

const checked = '2026-11-26'

/** Only what an official page confirms; see notes/facts.md for the sentence behind each entry. */
export const contacts: Contact[] = [
  {
    id: 'cicc',
    role: 'report-cybercrime',
    name: 'Cybercrime Investigation and Coordinating Center (CICC)',
    phones: [],
    web: 'https://cicc.gov.ph/',
    source: { url: 'https://cicc.gov.ph/filing-a-complaint__trashed/faqs/', checked },
  },
  {
    id: 'pnp-acg',
    role: 'report-cybercrime',
    name: 'Philippine National Police Anti-Cybercrime Group (PNP-ACG)',
    phones: [
      { display: '+63 915 589 8506', tel: '+639155898506', note: 'mobile', carrier: 'Globe' },
      { display: '+63 961 829 8033', tel: '+639618298033', note: 'mobile', carrier: 'Smart' },
    ],
    source: {
      url: 'https://pro9.pnp.gov.ph/2022/04/11/pnp-scam-alert-extortion-based-on-alleged-ctg-npa-list/',
      checked,
      published: '2022-04-11',
    },
  },
  {
    id: 'bsp',
    role: 'bank-ewallet-complaint',
    name: 'Bangko Sentral ng Pilipinas (BSP)',
    phones: [],
    email: 'consumeraffairs@bsp.gov.ph',
    web: 'https://www.bsp.gov.ph/Pages/InclusiveFinance/ConsumerAssistanceChannelsChatbot.aspx',
    source: {
      url: 'https://www.bsp.gov.ph/Pages/InclusiveFinance/ConsumerAssistanceChannelsChatbot.aspx',
      checked,
    },
  },
  {
    id: 'ntc',
    role: 'text-scam-complaint',
    name: 'National Telecommunications Commission (NTC)',
    phones: [{ display: '1682', tel: '1682' }],
    web: 'https://ntc.gov.ph/',
    source: {
      url: 'https://pia.gov.ph/features/2023/08/31/ntc-learn-how-to-avoid-report-text-scams',
      checked,
      published: '2023-08-31',
    },
  },
  {
    id: 'gcash',
    role: 'bank-ewallet-help',
    name: 'GCash',
    phones: [],
    web: 'https://help.gcash.com/hc/en-us/articles/4413295284377-I-think-I-was-scammed-What-do-I-do',
    source: {
      url: 'https://help.gcash.com/hc/en-us/articles/4413295284377-I-think-I-was-scammed-What-do-I-do',
      checked,
    },
  },
  {
    id: 'bpi',
    role: 'bank-ewallet-help',
    name: 'Bank of the Philippine Islands (BPI)',
    phones: [{ display: '(+632) 889-10000', tel: '+63288910000', note: 'landline' }],
    web: 'https://www.bpi.com.ph/cybersecurity/anti-fraud',
    hours: { always: true },
    source: { url: 'https://www.bpi.com.ph/cybersecurity/anti-fraud', checked },
  },
  {
    id: 'bdo',
    role: 'bank-ewallet-help',
    name: 'BDO Unibank (BDO)',
    phones: [{ display: '(02) 8631-8000', tel: '+63286318000', note: 'landline' }],
    web: 'https://www.bdo.com.ph/personal/digitalbanking/account-security/credit-card-security',
    source: {
      url: 'https://www.bdo.com.ph/personal/digitalbanking/account-security/credit-card-security',
      checked,
    },
  },
]
