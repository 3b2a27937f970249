import { site } from '@/config/site'
import { cebMonthYear } from '@/locales/ceb/months'
import type { PolicyWords } from './en'

/** Ang naglibot sa matag palisiya sa Bisaya. */
export const cebPolicyWords: PolicyWords = {
  backToHome: 'Balik sa Home',
  contents: 'Sulod',
  effective: `Epektibo sugod ${cebMonthYear(site.policyEffectiveDate)}`,
}
