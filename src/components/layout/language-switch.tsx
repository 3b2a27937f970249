import { useHydrated, useRouterState } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { basePath, htmlLang, localePath, otherLocale } from '@/lib/locale'
import { rememberLocale } from '@/lib/locale-choice'
import { commonWords } from '@/locales/common-words'

/**
 * The same page in the other language. The query (a reset link) joins after hydration, so the
 * prerendered link and the hydrated one match. The page it leads to remembers the choice from its
 * referrer, which this link alone sends (to this site only), so a tap before hydration counts too.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const locale = useLocale()
  const target = otherLocale(locale)
  // Written in the language it leads to.
  const common = commonWords[target]
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const hydrated = useHydrated()
  // A personal page's address holds a token: it keeps the site's no-referrer rule.
  const personal = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.personal === true),
  })
  const href = `${localePath(target, basePath(pathname))}${hydrated ? searchStr : ''}`

  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={htmlLang[target]}
      lang={htmlLang[target]}
      referrerPolicy={personal ? undefined : 'same-origin'}
      title={common.readIn}
      onClick={() => {
        rememberLocale(target)
        onSwitch?.()
      }}
    >
      <span aria-hidden="true" className="language-switch__icon">
        ⇄
      </span>
      {common.languageName}
    </a>
  )
}
