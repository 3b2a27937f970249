import { useRef } from 'react'
import { FormAlert } from '@/components/form/form-alert'
import { OfflineNotice } from '@/components/offline-notice'
import { useOnlineStatus } from '@/hooks/use-online-status'
import { useDeleteAccount } from '../hooks/use-delete-account'
import { ConfirmDeletionDialog } from './confirm-deletion-dialog'

export function DeleteAccountForm() {
  const { values, setValues, status, error, pending, submit, cancel, confirm } = useDeleteAccount()
  const busy = status === 'logging-in'
  const submitRef = useRef<HTMLButtonElement>(null)
  const online = useOnlineStatus()

  return (
    <>
      <form
        className="card form"
        noValidate
        aria-labelledby="delete-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <h2 id="delete-form-title">Confirm it is you</h2>
        <OfflineNotice online={online} action="Deleting your account" />
        <FormAlert id="delete-form-error">{error}</FormAlert>
        <div className="field">
          <label htmlFor="delete-email">Email</label>
          <input
            id="delete-email"
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="delete-password">Password</label>
          <input
            id="delete-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
        </div>
        <div className="field field--checkbox">
          <input
            id="delete-confirm"
            name="confirm"
            type="checkbox"
            required
            checked={values.confirmed}
            onChange={(event) => setValues({ ...values, confirmed: event.target.checked })}
          />
          <label htmlFor="delete-confirm">
            I understand that this action is permanent and cannot be undone
          </label>
        </div>
        <button
          ref={submitRef}
          type="submit"
          className="button button--danger button--block"
          disabled={busy || !online}
        >
          {busy ? 'Processing...' : 'Delete My Account'}
        </button>
      </form>
      <ConfirmDeletionDialog
        pending={pending}
        deleting={status === 'deleting'}
        online={online}
        onCancel={cancel}
        onConfirm={() => void confirm()}
        returnFocusRef={submitRef}
      />
    </>
  )
}
