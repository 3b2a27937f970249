import { createWordsContext } from '@/components/locale-context'
import type { Locale } from '@/lib/locale'
import { enNotFoundWords, type NotFoundWords } from './words/en'
import { filNotFoundWords } from './words/fil'

/** Any unknown path can be in any language's folder, so the 404 holds every language's words. */
export const notFoundWords: Record<Locale, NotFoundWords> = {
  en: enNotFoundWords,
  fil: filNotFoundWords,
}

export const { WordsProvider: NotFoundWordsProvider, useWords: useNotFoundWords } =
  createWordsContext<NotFoundWords>('not-found')
