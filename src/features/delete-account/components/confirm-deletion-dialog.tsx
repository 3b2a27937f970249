import { type RefObject, useEffect, useRef } from 'react'
import { EmailAddress } from '@/components/email-address'
import { OfflineNotice } from '@/components/offline-notice'
import type { PendingDeletion } from '../hooks/use-delete-account'
import { useDeleteWords } from '../words-context'

type ConfirmDeletionDialogProps = {
  pending: PendingDeletion | null
  deleting: boolean
  online: boolean
  onCancel: () => void
  onConfirm: () => void
  /** Where focus goes back when the dialog closes (the opener may have been disabled meanwhile). */
  returnFocusRef: RefObject<HTMLElement | null>
}

/** The last question before deletion, as a native modal dialog. */
export function ConfirmDeletionDialog({
  pending,
  deleting,
  online,
  onCancel,
  onConfirm,
  returnFocusRef,
}: ConfirmDeletionDialogProps) {
  const words = useDeleteWords()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const open = pending !== null

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      cancelRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
      returnFocusRef.current?.focus()
    }
  }, [open, returnFocusRef])

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby="confirm-deletion-title"
      aria-describedby="confirm-deletion-text"
      onCancel={(event) => {
        event.preventDefault()
        if (!deleting) onCancel()
      }}
    >
      <h2 id="confirm-deletion-title">{words.dialogTitle}</h2>
      <div id="confirm-deletion-text">
        <p>{words.dialogText}</p>
        {pending ? (
          <dl className="dialog__account">
            {pending.name ? (
              <>
                <dt>{words.name}</dt>
                <dd>{pending.name}</dd>
              </>
            ) : null}
            <dt>{words.email}</dt>
            <dd>
              <EmailAddress address={pending.email} />
            </dd>
          </dl>
        ) : null}
      </div>
      {open ? <OfflineNotice online={online} action={words.offlineAction} /> : null}
      <div className="dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          onClick={onCancel}
          disabled={deleting}
        >
          {words.cancel}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          disabled={deleting || !online}
        >
          {deleting ? words.deleting : words.confirm}
        </button>
      </div>
    </dialog>
  )
}
