import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { PolicyWords } from './words/en'

/** The words around a policy, given by its route in the page's language. */
export const { WordsProvider: PolicyWordsProvider, useWords: usePolicyWords } =
  createWordsContext<PolicyWords>('policies')

/** Each language's words, loaded by the route of a page in that language. */
export const policyWords = lazyDictionaries<PolicyWords>(
  import.meta.glob('./words/*.ts', { query: '?dictionary', import: 'default' }),
)
