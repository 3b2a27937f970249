import { OfflineNotice } from '@/components/offline-notice'
import type { useResetPassword } from '../hooks/use-reset-password'
import { resetMessages, type ResetMessages } from '../messages'
import { resetPageWords, type ResetPageWords } from '../page-words'
import { ResetPasswordForm } from './reset-password-form'

/** The reset page's views; what they show and do comes from `useResetPassword`. */
export function ResetPasswordPage({
  view,
  user,
  submitting,
  error,
  online,
  submit,
  goHome,
  messages = resetMessages,
  words = resetPageWords,
}: ReturnType<typeof useResetPassword> & { messages?: ResetMessages; words?: ResetPageWords }) {
  return (
    <div className="container narrow account-page reset-page">
      {view.name === 'validating' || view.name === 'form' ? (
        <>
          <OfflineNotice online={online} action={words.offlineAction} />
          <h1>{words.heading}</h1>
          {/* The largest text of the first paint: the views that follow add nothing larger. */}
          <p>{words.lead}</p>
        </>
      ) : null}
      {view.name === 'validating' ? (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" />
          {words.validating}
        </p>
      ) : null}
      {view.name === 'form' && user ? (
        <>
          <ResetPasswordForm
            messages={messages}
            words={words}
            user={user}
            submitting={submitting}
            online={online}
            error={error}
            onSubmit={(a, b) => void submit(a, b)}
            onCancel={goHome}
          />
        </>
      ) : null}
      {view.name === 'success' ? (
        <div className="card result result--success">
          <h1>{words.successTitle}</h1>
          <p role="status">
            {words.successText} {messages.redirectNotice}
          </p>
          <button type="button" className="button button--primary" onClick={goHome}>
            {words.continueHome}
          </button>
        </div>
      ) : null}
      {view.name === 'invalid' ? (
        <div className="card result result--error">
          <h1>{words.invalidTitle}</h1>
          <p>{words.invalidText}</p>
          <p role="alert" className="form-alert">
            {view.message}
          </p>
          <button type="button" className="button button--primary" onClick={goHome}>
            {words.returnHome}
          </button>
        </div>
      ) : null}
    </div>
  )
}
