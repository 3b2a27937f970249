/** The months in English, January first. */
export const englishMonths: string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * `2025-09` as `September 2025`. Spelled from the list rather than by `Intl.DateTimeFormat`, whose
 * first use costs every page tens of milliseconds of main thread as its script starts.
 */
export function englishMonthYear(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number)
  return `${englishMonths[(month ?? 1) - 1]} ${year}`
}
