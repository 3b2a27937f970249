import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { LandingWords } from './words/en'

/** The landing page's words, given by its route in the page's language. */
export const { WordsProvider: LandingWordsProvider, useWords: useLandingWords } =
  createWordsContext<LandingWords>('landing')

/** Each language's words, loaded by the route of a page in that language. */
export const landingWords = lazyDictionaries<LandingWords>(
  import.meta.glob('./words/*.ts', { query: '?dictionary', import: 'default' }),
)
