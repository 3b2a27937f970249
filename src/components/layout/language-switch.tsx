import { useRouterState } from '@tanstack/react-router'
import { useCommonMessages, useLocale } from '@/components/locale-context'
import { useHydrated } from '@/hooks/use-hydrated'
import {
  basePath,
  htmlLang,
  LOCALE_STORAGE_KEY,
  localePath,
  otherLocale,
  type Locale,
} from '@/lib/locale'

export function rememberLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/**
 * The same page in the other language. The query (a reset link) joins after hydration, so the
 * prerendered link and the hydrated one match.
 */
export function LanguageSwitch({ onSwitch }: { onSwitch?: () => void }) {
  const locale = useLocale()
  const common = useCommonMessages()
  const target = otherLocale(locale)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const searchStr = useRouterState({ select: (state) => state.location.searchStr })
  const hydrated = useHydrated()
  const href = `${localePath(target, basePath(pathname))}${hydrated ? searchStr : ''}`

  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={htmlLang[target]}
      lang={htmlLang[target]}
      title={common.switchHint}
      onClick={() => {
        rememberLocale(target)
        onSwitch?.()
      }}
    >
      <span aria-hidden="true" className="language-switch__icon">
        ⇄
      </span>
      {common.switchLabel}
    </a>
  )
}
