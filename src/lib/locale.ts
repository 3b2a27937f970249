import { localeList } from './locale-list'

export { localeList }

export type Locale = (typeof localeList)[number]['code']

export const locales: readonly Locale[] = localeList.map((entry) => entry.code)
export const defaultLocale: Locale = localeList[0].code
/** The languages whose pages live under a folder of their own. */
export const prefixedLocales = locales.filter((locale) => locale !== defaultLocale)

const entryOf = (locale: Locale) => localeList.find((entry) => entry.code === locale)!
const byLocale = (field: 'htmlLang' | 'ogLocale' | 'prefix' | 'languageName') =>
  Object.fromEntries(localeList.map((entry) => [entry.code, entry[field]])) as Record<
    Locale,
    string
  >

export const htmlLang = byLocale('htmlLang')
export const ogLocale = byLocale('ogLocale')
/** Each language by its own name, as a language menu lists it. */
export const languageName = byLocale('languageName')
/** The folder of a language's pages: '' for the default language, e.g. '/fil' for Filipino. */
export const localePrefix = (locale: Locale): string => entryOf(locale).prefix

/** The first of the site's languages among a browser's preferred ones (`tl-PH` asks for Filipino). */
export function browserLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const primary = tag.split('-')[0]!.toLowerCase()
    const entry = localeList.find((candidate) =>
      (candidate.browserTags as readonly string[]).includes(primary),
    )
    if (entry) return entry.code
  }
  return null
}

export function localeOfPath(pathname: string): Locale {
  const inFolder = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`)
  return prefixedLocales.find((locale) => inFolder(localePrefix(locale))) ?? defaultLocale
}

/** The page's path without its language prefix: `/fil/terms` -> `/terms`, `/fil` -> `/`. */
export function basePath(pathname: string): string {
  return pathname.slice(localePrefix(localeOfPath(pathname)).length) || '/'
}

/** A page's path in a language: `localePath('fil', '/terms')` -> `/fil/terms`. */
export function localePath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale)
  return path === '/' && prefix ? prefix : `${prefix}${path}`
}

export const isLocale = (code: unknown): code is Locale => locales.some((locale) => locale === code)

/**
 * The `{-$locale}` segment of every page's route: absent for the default language, a folder's code
 * for another. Any other first segment is not a language, so the route does not match (a 404).
 */
export function parseLocaleParam({ locale }: { locale?: string }): { locale?: string } | false {
  if (locale === undefined) return { locale }
  return prefixedLocales.some((other) => localePrefix(other) === `/${locale}`) ? { locale } : false
}

/** The language of a page from its route's `{-$locale}` parameter. */
export function localeOfParam(locale: string | undefined): Locale {
  return locale === undefined ? defaultLocale : localeOfPath(`/${locale}`)
}

/** Every path a page route serves: `/{-$locale}/terms` -> `/terms`, `/fil/terms`, ... */
export function pathsOfRoute(routePath: string): string[] {
  if (!routePath.includes('{-$locale}')) return [routePath]
  const base = routePath.replace(/\/\{-\$locale\}/, '').replace(/(.)\/$/, '$1') || '/'
  return locales.map((locale) => localePath(locale, base))
}

/** The language a dictionary file is written in: `words/fil.ts`, `privacy.fil.tsx`, `fil/heads.ts`. */
export function localeOfFile(file: string): string {
  const parts = file.split('/')
  const name = parts.at(-1)!.split('.')
  return name.length > 2
    ? name.at(-2)!
    : ['words', '.'].includes(parts.at(-2)!)
      ? name[0]!
      : parts.at(-2)!
}
