import type { Law, LawPoint } from './scam-help-types'

const checked = '2026-11-26'

const gcashReport =
  'https://help.gcash.com/hc/en-us/articles/4413295284377-I-think-I-was-scammed-What-do-I-do'

export const laws: Law[] = [
  {
    id: 'ra-10175',
    title: 'Republic Act No. 10175',
    name: 'Cybercrime Prevention Act',
    year: 2012,
    source: {
      kind: 'official',
      url: 'https://cicc.gov.ph/transparency-seal/',
      site: 'CICC',
      page: 'Transparency Seal',
      checked,
    },
  },
  {
    id: 'ra-11934',
    title: 'Republic Act No. 11934',
    name: 'Subscriber Identity Module (SIM) Registration Act',
    year: 2022,
    source: {
      kind: 'official',
      url: 'http://legacy.senate.gov.ph/press_release/2022/1106_poe1.asp',
      site: 'Senate of the Philippines',
      page: 'Press release',
      checked,
    },
  },
  {
    id: 'ra-12010',
    title: 'Republic Act No. 12010',
    name: 'Anti-Financial Account Scamming Act (AFASA)',
    year: 2024,
    source: {
      kind: 'official',
      url: 'https://pllo.gov.ph/index.php/gallery/gallery-2024/2024-07-20-president-ferdinand-r-marcos-jr-signed-two-laws-new-government-procurement-act-ngpa-and-anti-financial-account-scamming-act-afasa',
      site: 'Presidential Legislative Liaison Office',
      checked,
      published: '2024-07-31',
    },
  },
]

/** What the AFASA means after a scam: what a bank or e-wallet can do, and what a false report costs. */
export const lawPoints: LawPoint[] = [
  {
    id: 'afasa-hold',
    law: 'ra-12010',
    figure: { value: 30, unit: 'days' },
    source: {
      kind: 'reported',
      checked,
      reports: [
        {
          outlet: 'Philippine Daily Inquirer',
          via: 'Jiji Press',
          url: 'https://jen.jiji.com/jc/eng_agt?g=inq&k=20250604INQR-business-inquirer-net-528900',
          published: '2025-06-04',
        },
        { outlet: 'The Bohol Tribune', published: '2024-09-01' },
      ],
    },
  },
  {
    id: 'afasa-false-report',
    law: 'ra-12010',
    source: {
      kind: 'official',
      url: gcashReport,
      site: 'GCash Help Center',
      page: 'Report a scam',
      checked,
    },
  },
]
