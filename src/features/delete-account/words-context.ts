import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { DeleteWords } from './words/en'

/** The Delete Account page's words, given by its route in the page's language. */
export const { WordsProvider: DeleteWordsProvider, useWords: useDeleteWords } =
  createWordsContext<DeleteWords>('delete-account')

/** Each language's words, loaded by the route of a page in that language. */
export const deleteWords = lazyDictionaries<DeleteWords>(
  import.meta.glob('./words/*.tsx', { query: '?dictionary', import: 'default' }),
)
