import { createWordsContext } from '@/components/locale-context'
import type { ResetWords } from './words/en'

/** The reset page's words, given by its route in the page's language. */
export const { WordsProvider: ResetWordsProvider, useWords: useResetWords } =
  createWordsContext<ResetWords>('reset-password')
