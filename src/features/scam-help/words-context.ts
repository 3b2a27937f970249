import { createWordsContext } from '@/components/locale-context'
import { lazyDictionaries } from '@/lib/dictionaries'
import type { ScamHelpWords } from './words/en'

export const { WordsProvider: ScamHelpWordsProvider, useWords: useScamHelpWords } =
  createWordsContext<ScamHelpWords>('scam-help')

/** Each language's words, loaded by the route of a page in that language. */
export const scamHelpWords = lazyDictionaries<ScamHelpWords>(
  import.meta.glob(['./words/*.ts', '!./words/*.*.ts'], {
    query: '?dictionary',
    import: 'default',
  }),
)
