import { createWordsContext } from '@/components/locale-context'
import { eagerDictionaries } from '@/lib/dictionaries'
import type { NotFoundWords } from './words/en'

/** Any unknown path can be in any language's folder, so the 404 holds every language's words. */
export const notFoundWords = eagerDictionaries<NotFoundWords>(
  import.meta.glob('./words/*.ts', { eager: true }),
)

export const { WordsProvider: NotFoundWordsProvider, useWords: useNotFoundWords } =
  createWordsContext<NotFoundWords>('not-found')
