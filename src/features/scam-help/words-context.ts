import { createWordsContext } from '@/components/locale-context'
import type { ScamHelpWords } from './words/en'

export const { WordsProvider: ScamHelpWordsProvider, useWords: useScamHelpWords } =
  createWordsContext<ScamHelpWords>('scam-help')
