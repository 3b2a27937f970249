/** The months in Filipino, January first. */
export const filMonths: string[] = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
]

/** `2025-09` as `Setyembre 2025`. */
export function filMonthYear(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number)
  return `${filMonths[(month ?? 1) - 1]} ${year}`
}
