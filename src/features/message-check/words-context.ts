import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { CheckWords } from './words/en'

export const { WordsProvider: CheckWordsProvider, useWords: useCheckWords } =
  createWordsContext<CheckWords>('message-check')

/** Each language's words, loaded by the route of a page in that language. */
export const checkWords = lazyDictionaries<CheckWords>(
  import.meta.glob('./words/*.ts', { query: '?dictionary', import: 'default' }),
)
