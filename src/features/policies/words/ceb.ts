import { site } from '@/config/site'
import type { PolicyWords } from './en'

const cebMonths: Record<string, string> = {
  January: 'Enero',
  February: 'Pebrero',
  March: 'Marso',
  April: 'Abril',
  May: 'Mayo',
  June: 'Hunyo',
  July: 'Hulyo',
  August: 'Agosto',
  September: 'Septiyembre',
  October: 'Oktubre',
  November: 'Nobyembre',
  December: 'Disyembre',
}

/** The configured date ("September 2025") with its month in Cebuano. */
const effectiveDate = site.policyEffectiveDate.replace(
  /[A-Z][a-z]+/,
  (month) => cebMonths[month] ?? month,
)

/** Ang naglibot sa matag palisiya sa Bisaya. */
export const cebPolicyWords: PolicyWords = {
  backToHome: 'Balik sa Home',
  contents: 'Sulod',
  effective: `Epektibo sugod ${effectiveDate}`,
}
