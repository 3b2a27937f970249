import { createWordsContext } from '@/components/locale-context'
import type { CheckWords } from './words/en'

export const { WordsProvider: CheckWordsProvider, useWords: useCheckWords } =
  createWordsContext<CheckWords>('message-check')
