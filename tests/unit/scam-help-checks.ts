import type { OfficialSource } from '@/config/scam-help-types'

/** Companies whose own sites may serve as a source; government pages end in .gov.ph. */
export const companyDomains = ['gcash.com', 'maya.ph', 'bpi.com.ph', 'bdo.com.ph']

export const today = new Date().toISOString().slice(0, 10)

export function isOfficialHost(host: string): boolean {
  const name = host.toLowerCase()
  if (name.endsWith('.gov.ph')) return true
  return companyDomains.some((domain) => name === domain || name.endsWith(`.${domain}`))
}

export function isOfficialUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && isOfficialHost(parsed.hostname)
  } catch {
    return false
  }
}

export function isPastIsoDate(date: string, now: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) && date <= now
}

/** A short code of 3–5 digits, or +63 and 9–10 digits. */
export function isPhilippineTel(tel: string): boolean {
  return /^\d{3,5}$/.test(tel) || /^\+63\d{9,10}$/.test(tel)
}

/** The digits of a number as printed, with a leading trunk 0 read as +63. */
export function printedDigits(display: string): string {
  const digits = display.replace(/\D/g, '')
  return digits.startsWith('0') ? `63${digits.slice(1)}` : digits
}

export function sourceProblems(source: OfficialSource): string[] {
  const problems: string[] = []
  if (!isOfficialUrl(source.url)) problems.push(`not an official page: ${source.url}`)
  if (!isPastIsoDate(source.checked, today)) problems.push(`bad checked date: ${source.checked}`)
  if (source.published !== undefined && !isPastIsoDate(source.published, source.checked))
    problems.push(`bad published date: ${source.published}`)
  return problems
}

export function duplicates(ids: string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index)
}
