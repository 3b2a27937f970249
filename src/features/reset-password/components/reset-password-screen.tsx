import { useHydrated } from '@/hooks/use-hydrated'
import { useResetLink, type ResetLink } from '../hooks/use-reset-link'
import { useResetPassword } from '../hooks/use-reset-password'
import { ResetPasswordPage } from './reset-password-page'

const nothing = () => undefined
const nothingAsync = () => Promise.resolve()

/** What the reset page shows before its link is read: prerendered, then hydrated as it is. */
function ValidatingView() {
  return (
    <ResetPasswordPage
      view={{ name: 'validating' }}
      user={null}
      submitting={false}
      error={null}
      online
      submit={nothingAsync}
      goHome={nothing}
    />
  )
}

function ResetFlow({ search }: { search: ResetLink }) {
  const { token, email } = useResetLink(search)
  return <ResetPasswordPage {...useResetPassword(token, email)} />
}

/**
 * The reset page: its link lives in the address bar or this tab's storage, which the prerendered
 * HTML cannot know, so the link is read once the page is hydrated.
 */
export function ResetPasswordScreen({ search }: { search: ResetLink }) {
  return useHydrated() ? <ResetFlow search={search} /> : <ValidatingView />
}
