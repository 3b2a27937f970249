import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useFloatingNoticeRoom } from '@/components/floating-notice-room'
import { useLocale } from '@/components/locale-context'
import {
  basePath,
  browserLocale,
  defaultLocale,
  htmlLang,
  localePath,
  type Locale,
} from '@/lib/locale'
import { hasChosenLocale, rememberLocale } from '@/lib/locale-choice'
import { languageOffers, type LanguageOfferWords } from '@/locales/common-words'

const subscribe = () => () => undefined
type OfferedLocale = keyof typeof languageOffers
const hasOffer = (locale: Locale): locale is OfferedLocale => languageOffers[locale] !== undefined

/** The language to offer: the browser's preferred one among the site's, unless a choice was made. */
function offeredLocale(): OfferedLocale | null {
  if (hasChosenLocale()) return null
  const preferred = browserLocale(navigator.languages ?? [])
  return preferred && preferred !== defaultLocale && hasOffer(preferred) ? preferred : null
}

/**
 * A one-line offer of the page in the browser's language, on default-language pages, to a browser
 * that has made no choice yet. Shown after hydration, floating, so nothing on the page moves; its
 * words come with the offered language's shared words, loaded only when offered.
 */
export function LanguageOffer() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Read after hydration only: the prerendered page never shows it.
  const offered = useSyncExternalStore(subscribe, offeredLocale, () => null)
  const [dismissed, setDismissed] = useState(false)
  const [loaded, setLoaded] = useState<{ locale: Locale; words: LanguageOfferWords } | null>(null)
  const notice = useRef<HTMLElement>(null)
  const wanted = offered !== null && !dismissed && locale === defaultLocale
  useEffect(() => {
    if (!wanted || !offered) return
    let current = true
    // Offline, with the words never fetched, there is no offer.
    languageOffers[offered]!().then(
      (words) => current && setLoaded({ locale: offered, words }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [wanted, offered])
  const showing = wanted && loaded?.locale === offered
  useFloatingNoticeRoom(notice, showing)
  if (!showing || !offered || !loaded) return null

  const { words } = loaded
  return (
    <aside ref={notice} className="language-offer" lang={htmlLang[offered]} aria-label={words.text}>
      <p>
        {words.text}{' '}
        <a href={localePath(offered, basePath(pathname))} onClick={() => rememberLocale(offered)}>
          {words.link}
        </a>
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          rememberLocale(defaultLocale)
          setDismissed(true)
        }}
      >
        {words.dismiss}
      </button>
    </aside>
  )
}
