import { useHydrated, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { chosenLocale } from '@/lib/locale-choice'
import { sharedFromQuery, type SharedSearch } from '../shared-search'

/**
 * The text shared to the page, shown once the page runs (the prerendered page has none), and taken
 * out of the address bar and the tab's history at once. A visitor who chose another language is
 * moved to this page in it first. The address is read as the browser sent it, before the router
 * rewrites it, since the router's reading of a `+` is not a form's.
 */
export function useSharedText(search: SharedSearch): string {
  const navigate = useNavigate()
  const router = useRouter()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [sent] = useState(() =>
    router.isServer ? search : sharedFromQuery(router.history.location.search),
  )
  const shared = [sent.title, sent.text, sent.url].filter(Boolean).join('\n')
  const chosen = hydrated ? chosenLocale() : null
  const moving = Boolean(shared) && chosen !== null && chosen !== locale

  useEffect(() => {
    if (!shared) return
    const other = chosenLocale()
    if (other && other !== locale) {
      void navigate({ to: localePath(other, '/check'), search: sent, replace: true })
    } else void navigate({ to: '.', search: {}, replace: true })
    // Once, as the page opens: the address is emptied right after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return hydrated && !moving ? shared : ''
}
