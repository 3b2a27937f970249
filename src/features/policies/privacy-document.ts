import { lazyDictionaries } from '@/lib/dictionaries'
import type { PolicyDocument } from './policy-document'

/** The Privacy Policy in each language, loaded by its page only. */
export const privacyDocument = lazyDictionaries<PolicyDocument>(
  import.meta.glob('./words/privacy.*.tsx', { query: '?dictionary', import: 'default' }),
)
