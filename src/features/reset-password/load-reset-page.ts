import type { Locale } from '@/lib/locale'
import type { ResetLink } from './hooks/use-reset-link'
import { resetWords } from './words-context'

/**
 * What the reset page needs before it is shown: its words; and, when a visitor opens it, the
 * link's check is begun beside them rather than after the page has mounted.
 */
export async function loadResetPage(locale: Locale, link: ResetLink, opened: boolean) {
  const early =
    opened && import('./early-check').then(({ beginResetCheck }) => beginResetCheck(link))
  const [words] = await Promise.all([resetWords[locale](), early])
  return words
}
