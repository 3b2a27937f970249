import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { defaultLocale, htmlLang, localeOfPath, type Locale } from '@/lib/locale'
import { commonWordsOf, hasCommonWords } from '@/locales/common-words'
import type { CommonMessages } from '@/locales/en/common'

type LocaleValue = { locale: Locale; common: CommonMessages }
const LocaleContext = createContext<LocaleValue>({
  locale: defaultLocale,
  common: commonWordsOf(defaultLocale),
})

/**
 * The page's language, from its path (`/fil/...` is Filipino), with the words all pages share:
 * those of the path, once its root route has loaded them, else those of the page still shown.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useRouterState({
    select: (state) => {
      const next = localeOfPath(state.location.pathname)
      if (hasCommonWords(next)) return next
      const shown = localeOfPath((state.resolvedLocation ?? state.location).pathname)
      return hasCommonWords(shown) ? shown : defaultLocale
    },
  })
  // Prerendered pages carry their lang; a move to the other language within the app updates it.
  useEffect(() => {
    document.documentElement.lang = htmlLang[locale]
  }, [locale])
  return (
    <LocaleContext.Provider value={{ locale, common: commonWordsOf(locale) }}>
      {children}
    </LocaleContext.Provider>
  )
}

export const useLocale = () => useContext(LocaleContext).locale
export const useCommonMessages = () => useContext(LocaleContext).common

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
