import { englishMonths } from '@/locales/en/months'

/** The months in Cebuano, January first. */
export const cebMonths: string[] = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Septiyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
]

/** `September 2025` as `Septiyembre 2025`. */
export function cebMonthYear(englishMonthYear: string): string {
  return englishMonthYear.replace(
    /[A-Z][a-z]+/,
    (month) => cebMonths[englishMonths.indexOf(month)] ?? month,
  )
}
