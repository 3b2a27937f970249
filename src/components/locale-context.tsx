import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { defaultLocale, htmlLang, localeOfPath, type Locale } from '@/lib/locale'
import { commonWords } from '@/locales/common-words'
import type { CommonMessages } from '@/locales/en/common'

type LocaleValue = { locale: Locale; common: CommonMessages }
const LocaleContext = createContext<LocaleValue>({
  locale: defaultLocale,
  common: commonWords[defaultLocale],
})

/** The page's language, from its path (`/fil/...` is Filipino), with the words all pages share. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const locale = useRouterState({ select: (state) => localeOfPath(state.location.pathname) })
  // Prerendered pages carry their lang; a move to the other language within the app updates it.
  useEffect(() => {
    document.documentElement.lang = htmlLang[locale]
  }, [locale])
  return (
    <LocaleContext.Provider value={{ locale, common: commonWords[locale] }}>
      {children}
    </LocaleContext.Provider>
  )
}

export const useLocale = () => useContext(LocaleContext).locale
export const useCommonMessages = () => useContext(LocaleContext).common
