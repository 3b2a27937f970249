import { createWordsContext } from '@/components/locale-context'
import type { PolicyWords } from './words/en'

/** The words around a policy, given by its route in the page's language. */
export const { WordsProvider: PolicyWordsProvider, useWords: usePolicyWords } =
  createWordsContext<PolicyWords>('policies')
