import type { Locale } from '@/lib/locale'
import { resetLinkSearch } from './reset-link-search'
import { resetWords } from './words-context'

/**
 * What the reset page needs before it is shown: its words; and, when a visitor opens it, the
 * link's check is begun beside them rather than after the page has mounted.
 */
export async function loadResetPage(locale: Locale, search: object, opened: boolean) {
  const early =
    opened &&
    import('./early-check').then(({ beginResetCheck }) =>
      beginResetCheck(resetLinkSearch(search as Record<string, unknown>)),
    )
  const [words] = await Promise.all([resetWords[locale](), early])
  return words
}
