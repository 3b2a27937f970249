import { createContext, useContext, type ReactNode } from 'react'

/**
 * A feature's words in the page's language, set once by the route that shows the feature: a
 * component reads them with the hook, and no component falls back to another language.
 */
export function createWordsContext<Words>(feature: string) {
  const WordsContext = createContext<Words | null>(null)

  function WordsProvider({ words, children }: { words: Words; children: ReactNode }) {
    return <WordsContext.Provider value={words}>{children}</WordsContext.Provider>
  }

  function useWords(): Words {
    const words = useContext(WordsContext)
    if (words === null) throw new Error(`The ${feature} words were not given by the route`)
    return words
  }

  return { WordsProvider, useWords }
}
