import { bankContacts } from './scam-help-banks'
import { hotline } from './scam-help-hotline'
import type { Contact } from './scam-help-types'

const checked = '2026-11-26'

const bspChannels =
  'https://www.bsp.gov.ph/Pages/InclusiveFinance/ConsumerAssistanceChannelsChatbot.aspx'
const globeStopSpam = 'https://www.globe.com.ph/stop-spam.html'
const acgAbout = 'https://acg.pnp.gov.ph/main/about-us.html'

/** Where to report and complain, each from the agency's or company's own page unless marked. */
const reportContacts: Contact[] = [
  {
    id: 'cicc',
    role: 'report-cybercrime',
    name: 'Cybercrime Investigation and Coordinating Center (CICC)',
    phones: [],
    web: 'https://cicc.gov.ph/',
    sources: [
      {
        kind: 'official',
        url: 'https://cicc.gov.ph/transparency-seal/',
        site: 'CICC',
        page: 'Transparency Seal',
        checked,
      },
    ],
  },
  {
    id: 'pnp-acg',
    role: 'report-cybercrime',
    name: 'Philippine National Police Anti-Cybercrime Group (PNP-ACG)',
    phones: [],
    web: acgAbout,
    sources: [{ kind: 'official', url: acgAbout, site: 'PNP-ACG', page: 'About us', checked }],
  },
  {
    id: 'ntc',
    role: 'text-scam-complaint',
    name: 'National Telecommunications Commission (NTC)',
    phones: [],
    web: 'https://ntc.gov.ph/',
    sources: [
      {
        kind: 'reported',
        checked,
        reports: [
          {
            outlet: 'Manila Bulletin',
            url: 'https://mb.com.ph/2022/09/19/ntc-ramps-up-informative-drive-vs-text-scams/',
            published: '2022-09-19',
          },
          {
            outlet: 'Cebu Daily News',
            url: 'https://cebudailynews.inquirer.net/464665/tired-of-text-scams-heres-what-to-do',
            published: '2022-09-18',
          },
        ],
      },
    ],
  },
  {
    id: 'globe',
    role: 'text-scam-complaint',
    name: 'Globe',
    phones: [],
    web: globeStopSpam,
    sources: [{ kind: 'official', url: globeStopSpam, site: 'Globe', page: '#StopSPAM', checked }],
  },
  {
    id: 'bsp',
    role: 'bank-ewallet-complaint',
    name: 'Bangko Sentral ng Pilipinas (BSP)',
    phones: [],
    email: { address: 'consumeraffairs@bsp.gov.ph' },
    web: bspChannels,
    sources: [
      {
        kind: 'official',
        url: bspChannels,
        site: 'BSP',
        page: 'Consumer assistance channels',
        checked,
      },
    ],
  },
]

/** Every contact of the help page, in the order of the printed card. */
export const contacts: Contact[] = [hotline, ...bankContacts, ...reportContacts]
