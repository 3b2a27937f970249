import { basePath, localeOfPath, locales, type Locale } from '@/lib/locale'

/** Where a visitor's choice of language is remembered on the device. */
export const LOCALE_STORAGE_KEY = 'site-locale'

export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/** The language the visitor chose on this device, if any. */
export function chosenLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY)
    return locales.find((locale) => locale === stored) ?? null
  } catch {
    return null
  }
}

export const hasChosenLocale = (): boolean => chosenLocale() !== null

/**
 * The language chosen by a page load that came, by a link, from the same page in another
 * language: what the language menu does, whether or not that page's scripts had run. Null otherwise.
 */
export function switchedLocale(here: URL, referrer: string, navigationType: string): Locale | null {
  // A reload or a step back in history repeats an earlier choice, which may have changed since.
  if (navigationType !== 'navigate' || !referrer) return null
  let from: URL
  try {
    from = new URL(referrer)
  } catch {
    return null
  }
  const locale = localeOfPath(here.pathname)
  const switched =
    from.origin === here.origin &&
    localeOfPath(from.pathname) !== locale &&
    basePath(from.pathname) === basePath(here.pathname)
  return switched ? locale : null
}

/** Run once as the page's scripts start, before hydration. */
export function rememberSwitchOnArrival() {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const locale = switchedLocale(new URL(window.location.href), document.referrer, entry?.type ?? '')
  if (locale) rememberLocale(locale)
}
