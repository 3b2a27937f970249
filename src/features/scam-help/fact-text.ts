import type { Hours, PhoneLine } from '@/config/scam-help-types'
import type { ScamHelpWords } from './words/en'

type HelpWords = ScamHelpWords['help']

/** `2026-11-26` as `26 November 2026`, the same in the prerender and the browser. */
export function spellDate(iso: string, months: readonly string[]) {
  const [year, month, day] = iso.split('-').map(Number)
  return `${day} ${months[(month ?? 1) - 1]} ${year}`
}

export function hoursText(hours: Hours, words: HelpWords) {
  if ('always' in hours) return words.hours.always
  return `${words.hours[hours.days]}, ${hours.opens}–${hours.closes}`
}

/** What kind of line a number is, such as `Globe mobile`; empty when the source says nothing. */
export function phoneNote(phone: PhoneLine, words: HelpWords) {
  return [phone.carrier, phone.note && words.phoneNotes[phone.note]].filter(Boolean).join(' ')
}

/** A web address as a reader would copy it from paper: its host and path, no scheme. */
export const shortUrl = (url: string) => url.replace(/^https:\/\//, '').replace(/\/$/, '')
