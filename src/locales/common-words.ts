import { eagerDictionaries } from '@/lib/dictionaries'
import { prefixedLocales, type Locale } from '@/lib/locale'
import type { CommonMessages } from './en/common'
import type { filLanguageOffer } from './fil/common'

const commonFiles = import.meta.glob<Record<string, unknown>>('./*/common.ts', { eager: true })

/** The words every page shares, in each language (`<code>/common.ts`). */
export const commonWords = eagerDictionaries<CommonMessages>(commonFiles, 'Common')

export type LanguageOfferWords = typeof filLanguageOffer

/** The offer of a language's pages, in that language, shown on pages in the default language. */
export const languageOffers: Partial<Record<Locale, LanguageOfferWords>> = eagerDictionaries(
  commonFiles,
  'LanguageOffer',
  prefixedLocales,
)
