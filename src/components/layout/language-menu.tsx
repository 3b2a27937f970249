import { useHydrated, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useCommonMessages, useLocale } from '@/components/locale-context'
import { basePath, htmlLang, languageName, localePath, locales } from '@/lib/locale'
import { rememberLocale } from '@/lib/locale-choice'

/**
 * Every language of the site, each by its own name, leading to the same page in it. A native
 * disclosure of plain links, so it opens and leads before the page's scripts run. The query (a
 * reset link) joins after hydration, so the prerendered links and the hydrated ones match. The page
 * a link leads to remembers the choice from its referrer, which these links alone send (to this
 * site only), so a tap before hydration counts too.
 */
export function LanguageMenu() {
  const locale = useLocale()
  const words = useCommonMessages()
  const menu = useRef<HTMLDetailsElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const hydrated = useHydrated()
  // A personal page's address holds a token: it keeps the site's no-referrer rule.
  const personal = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.personal === true),
  })

  // Escape, or a tap elsewhere, closes the open menu, as a native menu would.
  useEffect(() => {
    const details = menu.current
    if (!details) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !details?.open) return
      details.open = false
      details.querySelector('summary')?.focus()
    }
    function onPointerDown(event: PointerEvent) {
      if (details?.open && !details.contains(event.target as Node)) details.open = false
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])

  return (
    <details ref={menu} className="language-menu">
      <summary>
        <span aria-hidden="true" className="language-menu__icon" />
        <span className="visually-hidden">{words.language}: </span>
        <span className="language-menu__name">{words.languageName}</span>
      </summary>
      <ul>
        {locales.map((target) => (
          <li key={target}>
            <a
              href={`${localePath(target, basePath(pathname))}${hydrated ? searchStr : ''}`}
              hrefLang={htmlLang[target]}
              lang={htmlLang[target]}
              aria-current={target === locale ? 'true' : undefined}
              referrerPolicy={personal ? undefined : 'same-origin'}
              onClick={() => rememberLocale(target)}
            >
              {languageName[target]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
