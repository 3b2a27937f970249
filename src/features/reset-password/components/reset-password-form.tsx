import { useState } from 'react'
import { EmailAddress } from '@/components/email-address'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { useOnlineStatus } from '@/hooks/use-online-status'
import type { ResetUser } from '@/lib/api-contract'
import { usePasswordReset } from '../hooks/use-password-reset'
import { useResetWords } from '../words-context'
import { ResetIntro, ResetSucceeded } from './reset-link-views'

/** The form for a checked link, then what the page says once the new password is saved. */
export function ResetPasswordForm({
  token,
  email,
  user,
}: {
  token: string
  email: string
  user: ResetUser
}) {
  const words = useResetWords()
  const online = useOnlineStatus()
  const { succeeded, submitting, error, submit, goHome } = usePasswordReset(token, email)
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [showPasswords, setShowPasswords] = useState(false)
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ')
  const type = showPasswords ? 'text' : 'password'

  if (succeeded) return <ResetSucceeded onContinue={goHome} />
  return (
    <>
      <ResetIntro />
      <form
        className="card form"
        noValidate
        aria-labelledby="reset-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(newPassword, confirmPassword)
        }}
      >
        <h2 id="reset-form-title">{words.formTitle}</h2>
        <p className="account-summary">
          {words.resettingFor}{' '}
          {name ? (
            <>
              <strong>{name}</strong> (
              <EmailAddress className="account-summary__email" address={user.email} />)
            </>
          ) : (
            <strong>
              <EmailAddress className="account-summary__email" address={user.email} />
            </strong>
          )}
        </p>
        <FormAlert id="reset-form-error">{error}</FormAlert>
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user.email}
          readOnly
          hidden
        />
        <Field
          id="new-password"
          label={words.newPassword}
          hint={words.messages.passwordHint}
          name="new-password"
          type={type}
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <Field
          id="confirm-password"
          label={words.confirmPassword}
          name="confirm-password"
          type={type}
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        <Field
          id="show-passwords"
          label={words.showPasswords}
          type="checkbox"
          checked={showPasswords}
          onChange={(event) => setShowPasswords(event.target.checked)}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={submitting || !online}>
            {submitting ? words.submitting : words.submit}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={goHome}
            disabled={submitting}
          >
            {words.cancel}
          </button>
        </div>
      </form>
    </>
  )
}
