import { useRouterState } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useFloatingNoticeRoom } from '@/components/floating-notice-room'
import { basePath, defaultLocale, htmlLang, localePath, type Locale } from '@/lib/locale'
import { rememberLocale } from '@/lib/locale-choice'
import { languageOffers, type LanguageOfferWords } from '@/locales/common-words'

/**
 * The offer of `offered` (see `language-offer.tsx`), in its language, whose words come with that
 * language's shared words, loaded only now.
 */
export function LanguageOfferNotice({ offered }: { offered: Locale }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [dismissed, setDismissed] = useState(false)
  const [words, setWords] = useState<LanguageOfferWords | null>(null)
  const notice = useRef<HTMLElement>(null)
  const showing = words !== null && !dismissed
  useEffect(() => {
    let current = true
    // Offline, with the words never fetched, there is no offer.
    languageOffers[offered]!().then(
      (loaded) => current && setWords(loaded),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [offered])
  useFloatingNoticeRoom(notice, showing)
  if (!showing) return null

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
