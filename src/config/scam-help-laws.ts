import type { Figure, Law } from './scam-help-types'

const checked = '2026-11-26'

export const laws: Law[] = [
  {
    id: 'ra-10175',
    title: 'Republic Act No. 10175',
    name: 'Cybercrime Prevention Act of 2012',
    year: 2012,
    source: { url: 'https://cicc.gov.ph/transparency-seal/', checked },
  },
  {
    id: 'ra-11934',
    title: 'Republic Act No. 11934',
    name: 'Subscriber Identity Module (SIM) Card Registration Act',
    year: 2022,
    source: {
      url: 'https://rtvm.gov.ph/signing-of-the-sim-card-registration-act-2/',
      checked,
      published: '2022-10-10',
    },
  },
  {
    id: 'ra-12010',
    title: 'Republic Act No. 12010',
    name: 'Anti-Financial Account Scamming Act (AFASA)',
    year: 2024,
    source: {
      url: 'https://pllo.gov.ph/index.php/gallery/gallery-2024/2024-07-20-president-ferdinand-r-marcos-jr-signed-two-laws-new-government-procurement-act-ngpa-and-anti-financial-account-scamming-act-afasa',
      checked,
      published: '2024-07-31',
    },
  },
]

/** No complaint count or loss figure was found on an official page (see notes/facts.md). */
export const figures: Figure[] = []
