import { site } from '@/config/site'
import { filMonthYear } from '@/locales/fil/months'
import type { PolicyWords } from './en'

/** Ang nakapaligid sa bawat patakaran sa Filipino. */
export const filPolicyWords: PolicyWords = {
  backToHome: 'Bumalik sa Home',
  contents: 'Nilalaman',
  effective: `Epektibo simula ${filMonthYear(site.policyEffectiveMonth)}`,
}
