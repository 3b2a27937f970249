import { createWordsContext } from '@/components/locale-context'
import type { DeleteWords } from './words/en'

/** The Delete Account page's words, given by its route in the page's language. */
export const { WordsProvider: DeleteWordsProvider, useWords: useDeleteWords } =
  createWordsContext<DeleteWords>('delete-account')
