import { useHydrated } from '@tanstack/react-router'
import { useRef } from 'react'
import { Field } from '@/components/form/field'
import { FormAlert } from '@/components/form/form-alert'
import { OfflineNotice } from '@/components/offline-notice'
import { useOnlineStatus } from '@/hooks/use-online-status'
import { useDeleteAccount } from '../hooks/use-delete-account'
import { useDeleteWords } from '../words-context'
import { ConfirmDeletionDialog } from './confirm-deletion-dialog'

/** Reads the fields from the form itself, so what was typed before the script ran still counts. */
function readForm(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
    confirmed: data.get('confirm') === 'on',
  }
}

export function DeleteAccountForm() {
  const words = useDeleteWords()
  const formRef = useRef<HTMLFormElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const { status, error, pending, submit, cancel, confirm } = useDeleteAccount({
    onDeleted: () => formRef.current?.reset(),
  })
  const online = useOnlineStatus()
  // Until the script runs, the browser would send the form itself, password and all.
  const hydrated = useHydrated()
  const busy = status === 'logging-in'

  return (
    <>
      <form
        ref={formRef}
        method="post"
        className="card form"
        noValidate
        aria-labelledby="delete-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(readForm(event.currentTarget))
        }}
      >
        <h2 id="delete-form-title">{words.formTitle}</h2>
        <OfflineNotice online={online} action={words.offlineAction} />
        <FormAlert id="delete-form-error">{error}</FormAlert>
        <Field
          id="delete-email"
          label={words.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
        />
        <Field
          id="delete-password"
          label={words.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Field
          id="delete-confirm"
          label={words.confirmLabel}
          name="confirm"
          type="checkbox"
          required
        />
        <button
          ref={submitRef}
          type="submit"
          className="button button--danger button--block"
          disabled={busy || !online || !hydrated}
        >
          {busy ? words.submitting : words.submit}
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
