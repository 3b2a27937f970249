import type { Locale } from '@/lib/locale'
import { enCommon, type CommonMessages } from './en/common'
import { filCommon, filLanguageOffer } from './fil/common'

/** The words every page shares, in each language: the one place a language's common words join. */
export const commonWords: Record<Locale, CommonMessages> = { en: enCommon, fil: filCommon }

export type LanguageOfferWords = typeof filLanguageOffer

/** The offer of a language's pages, in that language, shown on pages in the default language. */
export const languageOffers: Record<Exclude<Locale, 'en'>, LanguageOfferWords> = {
  fil: filLanguageOffer,
}
