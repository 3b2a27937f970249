import { OfflineNotice } from '@/components/offline-notice'
import { useOnlineStatus } from '@/hooks/use-online-status'
import { useGoHome } from '../hooks/use-reset-link'
import { useResetWords } from '../words-context'

/** The page's heading and lead, above the validating view and the form. */
export function ResetIntro() {
  const words = useResetWords()
  return (
    <>
      <OfflineNotice online={useOnlineStatus()} action={words.offlineAction} />
      <h1>{words.heading}</h1>
      {/* The largest text of the first paint: the views that follow add nothing larger. */}
      <p>{words.lead}</p>
    </>
  )
}

/**
 * What the page shows while its link is read and checked, prerendered as it is: the form it
 * expects, inert, unlabelled and hidden from assistive technology, so that the form takes its
 * place rather than appearing from nothing.
 */
export function ValidatingLink() {
  const words = useResetWords()
  return (
    <>
      <ResetIntro />
      <div className="card form">
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" />
          {words.validating}
        </p>
        <div inert aria-hidden="true">
          <div className="field">
            <label>{words.newPassword}</label>
            <input tabIndex={-1} readOnly />
            <p className="field__hint">{words.messages.passwordHint}</p>
          </div>
          <div className="field">
            <label>{words.confirmPassword}</label>
            <input tabIndex={-1} readOnly />
          </div>
          <div className="field field--checkbox">
            <input type="checkbox" tabIndex={-1} disabled />
            <label>{words.showPasswords}</label>
          </div>
          <p className="form__actions">
            <button type="button" className="button button--primary" disabled>
              {words.submit}
            </button>
            <button type="button" className="button button--secondary" disabled>
              {words.cancel}
            </button>
          </p>
        </div>
      </div>
    </>
  )
}

export function InvalidLink({ message }: { message: string }) {
  const words = useResetWords()
  const goHome = useGoHome()
  return (
    <div className="card result result--error">
      <h1>{words.invalidTitle}</h1>
      <p>{words.invalidText}</p>
      <p role="alert" className="form-alert">
        {message}
      </p>
      <button type="button" className="button button--primary" onClick={goHome}>
        {words.returnHome}
      </button>
    </div>
  )
}

export function ResetSucceeded({ onContinue }: { onContinue: () => void }) {
  const words = useResetWords()
  return (
    <div className="card result result--success">
      <h1>{words.successTitle}</h1>
      <p role="status">
        {words.successText} {words.messages.redirectNotice}
      </p>
      <button type="button" className="button button--primary" onClick={onContinue}>
        {words.continueHome}
      </button>
    </div>
  )
}
