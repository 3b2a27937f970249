import { useRouterState } from '@tanstack/react-router'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { htmlLang, localeOfPath, type Locale } from '@/lib/locale'
import { enCommon, type CommonMessages } from '@/locales/en/common'
import { filCommon } from '@/locales/fil/common'

const commonWords: Record<Locale, CommonMessages> = { en: enCommon, fil: filCommon }

type LocaleValue = { locale: Locale; common: CommonMessages }
const LocaleContext = createContext<LocaleValue>({ locale: 'en', common: enCommon })

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
