/** The site's languages: English at the spec's URLs, Filipino under /fil. */
export const locales = ['en', 'fil'] as const
export type Locale = (typeof locales)[number]

export const FIL_PREFIX = '/fil'
/** The `lang` of each language's pages and its sharing locale. */
export const htmlLang: Record<Locale, string> = { en: 'en-PH', fil: 'fil' }
export const ogLocale: Record<Locale, string> = { en: 'en_PH', fil: 'fil_PH' }

export const otherLocale = (locale: Locale): Locale => (locale === 'en' ? 'fil' : 'en')

export function localeOfPath(pathname: string): Locale {
  return pathname === FIL_PREFIX || pathname.startsWith(`${FIL_PREFIX}/`) ? 'fil' : 'en'
}

/** The page's path without its language prefix: `/fil/terms` -> `/terms`, `/fil` -> `/`. */
export function basePath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname
  return pathname.slice(FIL_PREFIX.length) || '/'
}

/** A page's path in a language: `localePath('fil', '/terms')` -> `/fil/terms`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path
  return path === '/' ? FIL_PREFIX : `${FIL_PREFIX}${path}`
}
