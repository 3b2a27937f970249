import { useRouterState } from '@tanstack/react-router'
import { useState, useSyncExternalStore } from 'react'
import { useLocale } from '@/components/locale-context'
import { basePath, localePath } from '@/lib/locale'
import { hasChosenLocale, rememberLocale } from '@/lib/locale-choice'
import { filLanguageOffer } from '@/locales/fil/common'

const subscribe = () => () => undefined

function prefersFilipino(): boolean {
  if (hasChosenLocale()) return false
  return (navigator.languages ?? []).some((tag) => /^(fil|tl)(-|$)/i.test(tag))
}

/**
 * A one-line offer of the Filipino page, on English pages, to a browser that prefers Filipino and
 * has made no choice yet. Shown after hydration, floating, so nothing on the page moves.
 */
export function LanguageOffer() {
  const locale = useLocale()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Read after hydration only: the prerendered page never shows it.
  const offered = useSyncExternalStore(subscribe, prefersFilipino, () => false)
  const [dismissed, setDismissed] = useState(false)
  if (!offered || dismissed || locale !== 'en') return null

  return (
    <aside className="language-offer" lang="fil" aria-label={filLanguageOffer.text}>
      <p>
        {filLanguageOffer.text}{' '}
        <a href={localePath('fil', basePath(pathname))} onClick={() => rememberLocale('fil')}>
          {filLanguageOffer.link}
        </a>
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          rememberLocale('en')
          setDismissed(true)
        }}
      >
        {filLanguageOffer.dismiss}
      </button>
    </aside>
  )
}
