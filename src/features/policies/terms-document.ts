import { lazyDictionaries } from '@/lib/dictionaries'
import type { PolicyDocument } from './policy-document'

/** The Terms of Service in each language, loaded by its page only. */
export const termsDocument = lazyDictionaries<PolicyDocument>(
  import.meta.glob('./words/terms.*.tsx', { query: '?dictionary', import: 'default' }),
)
