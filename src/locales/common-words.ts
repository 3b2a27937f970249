import { lazyDictionaries } from '@/lib/dictionaries'
import { defaultLocale, prefixedLocales, type Locale } from '@/lib/locale'
import { enCommon, type CommonMessages } from './en/common'
import type { filLanguageOffer } from './fil/common'

/**
 * The words every page shares (`<code>/common.ts`). The default language's load with the app;
 * another language's share a file with its page heads, loaded by the root route (`__root.tsx`)
 * for any path in that language's folder before the page renders.
 */
const otherFiles = import.meta.glob<Record<string, unknown>>(['./*/common.ts', '!./en/common.ts'])
const otherCommon = lazyDictionaries<CommonMessages>(otherFiles, prefixedLocales, 'Common')
const loaded: Partial<Record<Locale, CommonMessages>> = { [defaultLocale]: enCommon }

export async function loadCommonWords(locale: Locale): Promise<void> {
  loaded[locale] ??= await otherCommon[locale]!()
}

/** Whether a language's shared words are loaded. */
export const hasCommonWords = (locale: Locale): boolean => loaded[locale] !== undefined

/** A language's shared words, once its pages' route has loaded them. */
export function commonWordsOf(locale: Locale): CommonMessages {
  const words = loaded[locale]
  if (!words) throw new Error(`The ${locale} shared words were not loaded by the page's route`)
  return words
}

export type LanguageOfferWords = typeof filLanguageOffer

/**
 * The offer of a language's pages, in that language, shown on pages in the default language:
 * loaded when a browser that prefers the language is offered it.
 */
export const languageOffers: Partial<Record<Locale, () => Promise<LanguageOfferWords>>> =
  lazyDictionaries(otherFiles, prefixedLocales, 'LanguageOffer')
