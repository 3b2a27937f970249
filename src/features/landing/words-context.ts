import { createWordsContext } from '@/components/locale-context'
import type { LandingWords } from './words/en'

/** The landing page's words, given by its route in the page's language. */
export const { WordsProvider: LandingWordsProvider, useWords: useLandingWords } =
  createWordsContext<LandingWords>('landing')
