import type { Contact, Report } from './scam-help-types'

const checked = '2026-11-26'

/** The national hotline, which no official page states, so it carries the reports that agree on it. */
export const hotline: Contact = {
  id: 'iarc',
  role: 'national-hotline',
  name: 'CICC Inter-Agency Response Center (I-ARC)',
  phones: [{ display: '1326', tel: '1326' }],
  sources: [
    {
      kind: 'reported',
      checked,
      reports: [
        {
          outlet: 'Philippine News Agency',
          via: 'HT Syndication',
          url: 'https://www.htsyndication.com/philippines-news-agency/article/gov-t-inks-deal-vs.-fake-news%2C-tests-app-detecting-deepfake-in-30-sec./88860189',
          published: '2025-03-20',
        },
        {
          outlet: 'Manila Bulletin',
          url: 'https://mb.com.ph/2024/7/3/cicc-scam-watch-pilipinas-urge-public-to-report-fraudulent-numbers-through-dict-s-e-gov-app',
          published: '2024-07-03',
        },
      ],
    },
  ],
}

/** The number alone, for the pages that point to it (the 404 page's help box, the terms). */
export const nationalHotline = hotline.phones[0]!

/** The outlets whose reports the number rests on, to name wherever it is shown. */
export const hotlineReporters = hotline.sources.flatMap((source) =>
  source.kind === 'reported' ? source.reports.map((report: Report) => report.outlet) : [],
)
