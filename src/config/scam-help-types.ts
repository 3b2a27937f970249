/** Where a fact was read and when; `published` is the date the page itself carries, when it shows one. */
export interface OfficialSource {
  url: string
  checked: string
  published?: string
}

export interface PhoneLine {
  /** As written on the official page. */
  display: string
  /** Digits for a tel: link: a short code, or +63 and the number. */
  tel: string
  note?: 'toll-free' | 'mobile' | 'landline'
  carrier?: 'Globe' | 'Smart'
}

export type Hours =
  { always: true } | { days: 'daily' | 'weekdays' | 'mon-sat'; opens: string; closes: string }

/** What a contact is for, so the page can group them. */
export type ContactRole =
  'report-cybercrime' | 'bank-ewallet-help' | 'bank-ewallet-complaint' | 'text-scam-complaint'

export type ContactId = 'cicc' | 'pnp-acg' | 'bsp' | 'ntc' | 'gcash' | 'bpi' | 'bdo'

export interface Contact {
  id: ContactId
  role: ContactRole
  /** Official name, the same in every language. */
  name: string
  phones: PhoneLine[]
  email?: string
  /** Official page to report or get help. */
  web?: string
  hours?: Hours
  source: OfficialSource
}

export type LawId = 'ra-10175' | 'ra-11934' | 'ra-12010'

export interface Law {
  id: LawId
  title: string
  name: string
  year: number
  source: OfficialSource
}

export interface Figure {
  id: string
  value: number
  unit: 'complaints' | 'PHP'
  year: number
  source: OfficialSource
}
