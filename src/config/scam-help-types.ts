/** The agency's or company's own page states the fact. */
export interface OfficialSource {
  kind: 'official'
  url: string
  /** Who publishes the page, as a reader would name it: `GCash Help Center`. */
  site: string
  /** The page's own title, when it has one worth naming. */
  page?: string
  checked: string
  /** The date the page itself carries, when it shows one. */
  published?: string
}

/** One news report of a fact; `via` names the site that reprints it, when that is where it was read. */
export interface Report {
  outlet: string
  via?: string
  /** Only an address the fact was read at; a report known by outlet and date alone has none. */
  url?: string
  published: string
}

/** No official page states the fact: at least two independent reports that agree. */
export interface ReportedSource {
  kind: 'reported'
  reports: Report[]
  checked: string
}

export type FactSource = OfficialSource | ReportedSource

export interface PhoneLine {
  /** One format everywhere: `(02) 8631-8000`, `0917 123 4567`, `1-800-1888-5775`, short codes as they are. */
  display: string
  /** Digits for a tel: link: a short code, a 1-800 toll-free number, or +63 and the number. */
  tel: string
  note?: 'toll-free' | 'mobile' | 'landline'
  /** The network the line is for, when the source names one. */
  carrier?: 'Globe' | 'Smart' | 'PLDT'
}

export type Hours =
  { always: true } | { days: 'daily' | 'weekdays' | 'mon-sat'; opens: string; closes: string }

/** What a contact is for, so the page can group them. */
export type ContactRole =
  | 'national-hotline'
  | 'bank-ewallet-help'
  | 'report-cybercrime'
  | 'text-scam-complaint'
  | 'bank-ewallet-complaint'

export type ContactId =
  | 'iarc'
  | 'gcash'
  | 'bdo'
  | 'bpi'
  | 'landbank'
  | 'metrobank'
  | 'security-bank'
  | 'cicc'
  | 'pnp-acg'
  | 'ntc'
  | 'globe'
  | 'bsp'

export interface Contact {
  id: ContactId
  role: ContactRole
  /** Official name, the same in every language. */
  name: string
  phones: PhoneLine[]
  email?: { address: string; subject?: string }
  /** The page to report or get help on; its link text names the place (see the words). */
  web?: string
  hours?: Hours
  /** Every source of the entry; a source that is also `web` is shown once, with it. */
  sources: FactSource[]
}

export type LawId = 'ra-10175' | 'ra-11934' | 'ra-12010'

export interface Law {
  id: LawId
  title: string
  /** The law's short title, without the year (shown beside it). */
  name: string
  year: number
  source: FactSource
}

/** A rule of a law that a victim meets, each with its own source: see the words for its text. */
export type LawPointId = 'afasa-hold' | 'afasa-false-report'

export interface LawPoint {
  id: LawPointId
  law: LawId
  /** A figure the text states, such as the most days funds can be held. */
  figure?: { value: number; unit: 'days' }
  source: FactSource
}
