import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { ResetWords } from './words/en'

/** The reset page's words, given by its route in the page's language. */
export const { WordsProvider: ResetWordsProvider, useWords: useResetWords } =
  createWordsContext<ResetWords>('reset-password')

/** Each language's words, loaded by the route of a page in that language. */
export const resetWords = lazyDictionaries<ResetWords>(
  import.meta.glob('./words/*.ts', { query: '?dictionary', import: 'default' }),
)
