import { useHydrated } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { useResetLinkCheck } from '../hooks/use-reset-link-check'
import type { ResetLink } from '../hooks/use-reset-link'
import { InvalidLink, ValidatingLink } from './reset-link-views'
import { ResetPasswordForm } from './reset-password-form'

function CheckedLink({ search }: { search: ResetLink }) {
  const check = useResetLinkCheck(search)
  if (check.status === 'invalid') return <InvalidLink message={check.message} />
  if (check.status === 'valid') {
    return <ResetPasswordForm token={check.token} email={check.email} user={check.user} />
  }
  return <ValidatingLink />
}

/**
 * The reset page: its link lives in the address bar or this tab's storage, which the prerendered
 * HTML cannot know, so the link is read once the page is hydrated.
 */
export function ResetPasswordScreen({ search }: { search: ResetLink }) {
  // Once hydrated, the link is read in a transition: its checks and views render in slices.
  const hydrated = useHydrated()
  const [ready, setReady] = useState(hydrated)
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true))
  }, [ready])
  return (
    <div className="container narrow account-page reset-page">
      {ready ? <CheckedLink search={search} /> : <ValidatingLink />}
    </div>
  )
}
