import { createWordsContext } from '@/components/words-context'
import type { CheckWords } from './words/en'

export const { WordsProvider: CheckWordsProvider, useWords: useCheckWords } =
  createWordsContext<CheckWords>('message-check')
