import type { Contact, FactSource, Hours, PhoneLine } from '@/config/scam-help-types'
import type { ScamHelpWords } from './words/en'

type HelpWords = ScamHelpWords['help']

/** `2026-11-26` as `26 November 2026` or `Nobyembre 26, 2026`, the same in the prerender and the browser. */
export function spellDate(iso: string, words: Pick<HelpWords, 'months' | 'dateOrder'>) {
  const [year, month, day] = iso.split('-').map(Number)
  const name = words.months[(month ?? 1) - 1]
  return words.dateOrder === 'month-day' ? `${name} ${day}, ${year}` : `${day} ${name} ${year}`
}

export function hoursText(hours: Hours, words: HelpWords) {
  if ('always' in hours) return words.hours.always
  return `${words.hours[hours.days]}, ${hours.opens}–${hours.closes}`
}

/** What kind of line a number is, such as `PLDT toll-free`; empty when the source says nothing. */
export function phoneNote(phone: PhoneLine, words: HelpWords) {
  return [phone.carrier, phone.note && words.phoneNotes[phone.note]].filter(Boolean).join(' ')
}

/** The one day every source of a section was checked, or nothing when they differ. */
export function sharedCheckDate(sources: FactSource[]): string | undefined {
  const dates = new Set(sources.map((source) => source.checked))
  return dates.size === 1 ? [...dates][0] : undefined
}

export const contactSources = (group: Contact[]) => group.flatMap((contact) => contact.sources)
