import { lazy, Suspense, useSyncExternalStore } from 'react'
import { useLocale } from '@/components/locale-context'
import { browserLocale, defaultLocale, type Locale } from '@/lib/locale'
import { hasChosenLocale } from '@/lib/locale-choice'
import { languageOffers } from '@/locales/common-words'

const subscribe = () => () => undefined

/** The language to offer: the browser's preferred one among the site's, unless a choice was made. */
function offeredLocale(): Locale | null {
  if (hasChosenLocale()) return null
  const preferred = browserLocale(navigator.languages ?? [])
  return preferred && preferred !== defaultLocale && languageOffers[preferred] ? preferred : null
}

/** In a file of its own: only a browser that prefers another of the site's languages loads it. */
const LanguageOfferNotice = lazy(() =>
  import('./language-offer-notice').then((module) => ({ default: module.LanguageOfferNotice })),
)

/**
 * A one-line offer of the page in the browser's language, on default-language pages, to a browser
 * that has made no choice yet. Shown after hydration, floating, so nothing on the page moves.
 */
export function LanguageOffer() {
  const locale = useLocale()
  // Read after hydration only: the prerendered page never shows it.
  const offered = useSyncExternalStore(subscribe, offeredLocale, () => null)
  if (offered === null || locale !== defaultLocale) return null
  return (
    <Suspense>
      <LanguageOfferNotice offered={offered} />
    </Suspense>
  )
}
