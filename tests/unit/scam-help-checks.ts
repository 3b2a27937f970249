import type { FactSource, Report } from '@/config/scam-help-types'

/** Companies whose own sites may serve as an official source; government pages end in .gov.ph. */
export const companyDomains = [
  'gcash.com',
  'bpi.com.ph',
  'bdo.com.ph',
  'metrobank.com.ph',
  'landbank.com',
  'securitybank.com',
  'securitybank.com.ph',
  'globe.com.ph',
]

export const today = new Date().toISOString().slice(0, 10)

export function isOfficialHost(host: string): boolean {
  const name = host.toLowerCase()
  if (name.endsWith('.gov.ph')) return true
  return companyDomains.some((domain) => name === domain || name.endsWith(`.${domain}`))
}

/** An absolute web address a reader can open from the page or type from paper. */
export function isOpenableUrl(url: string): boolean {
  try {
    const parsed = new URL(url)
    return ['https:', 'http:'].includes(parsed.protocol) && parsed.hostname.includes('.')
  } catch {
    return false
  }
}

export const isOfficialUrl = (url: string) =>
  isOpenableUrl(url) && isOfficialHost(new URL(url).hostname)

export function isPastIsoDate(date: string, now: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false
  const parsed = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) && date <= now
}

/** A short code of 3–5 digits, a 1-800 toll-free number, or +63 and 9–10 digits. */
export function isPhilippineTel(tel: string): boolean {
  return /^\d{3,5}$/.test(tel) || /^1800\d{7,9}$/.test(tel) || /^\+63\d{9,10}$/.test(tel)
}

/** The page's one phone format: `(02) 8631-8000`, `0917 123 4567`, `1-800-…`, short codes as they are. */
export function isHouseFormat(display: string): boolean {
  return [/^\(0\d{1,2}\) \d{4}-\d{4}$/, /^09\d\d \d{3} \d{4}$/, /^\d{3,5}$/, /^1-800(-\d+)+$/].some(
    (format) => format.test(display),
  )
}

/** The digits of a number as printed, with a leading trunk 0 read as +63. */
export function printedDigits(display: string): string {
  const digits = display.replace(/\D/g, '')
  return digits.startsWith('0') ? `63${digits.slice(1)}` : digits
}

function reportProblems(report: Report, checked: string): string[] {
  const problems: string[] = []
  if (report.outlet.trim() === '') problems.push('a report without its outlet')
  if (!isPastIsoDate(report.published, checked))
    problems.push(`bad report date: ${report.outlet} ${report.published}`)
  if (report.url !== undefined && !isOpenableUrl(report.url))
    problems.push(`not an address: ${report.url}`)
  return problems
}

/** What is wrong with one source: an official page off an official host, too few reports, bad dates. */
export function sourceProblems(source: FactSource, now = today): string[] {
  const problems: string[] = []
  if (!isPastIsoDate(source.checked, now)) problems.push(`bad checked date: ${source.checked}`)
  if (source.kind === 'official') {
    if (!isOfficialUrl(source.url)) problems.push(`not an official page: ${source.url}`)
    if (source.published !== undefined && !isPastIsoDate(source.published, source.checked))
      problems.push(`bad published date: ${source.published}`)
    return problems
  }
  const outlets = new Set(source.reports.map((report) => report.outlet))
  if (outlets.size < 2) problems.push('reported by fewer than two independent outlets')
  if (!source.reports.some((report) => report.url)) problems.push('no report a reader can open')
  return [
    ...problems,
    ...source.reports.flatMap((report) => reportProblems(report, source.checked)),
  ]
}

/** What is wrong with an entry's sources; an entry without one is wrong. */
export function entryProblems(sources: FactSource[], now = today): string[] {
  if (sources.length === 0) return ['no source']
  return sources.flatMap((source) => sourceProblems(source, now))
}

export function duplicates(ids: string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index)
}
