import { site } from '@/config/site'

/** What frames every policy in English; the documents themselves are privacy.en and terms.en. */
export const enPolicyWords = {
  backToHome: 'Back to Home',
  contents: 'Contents',
  effective: `Effective ${site.policyEffectiveDate}`,
}

export type PolicyWords = typeof enPolicyWords
