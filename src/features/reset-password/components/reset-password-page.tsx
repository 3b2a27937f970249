import { OfflineNotice } from '@/components/offline-notice'
import { site } from '@/config/site'
import type { useResetPassword } from '../hooks/use-reset-password'
import { resetMessages } from '../messages'
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
}: ReturnType<typeof useResetPassword>) {
  return (
    <div className="container narrow account-page reset-page">
      {view.name === 'validating' || view.name === 'form' ? (
        <>
          <OfflineNotice online={online} action="Resetting your password" />
          <h1>Reset Password</h1>
          {/* The largest text of the first paint: the views that follow add nothing larger. */}
          <p>
            Choose a new password for your {site.appName} account. The link from your email is
            checked first, and your current password stays as it is until the new one is saved.
          </p>
        </>
      ) : null}
      {view.name === 'validating' ? (
        <p role="status" className="loading">
          <span className="spinner" aria-hidden="true" />
          Validating reset link...
        </p>
      ) : null}
      {view.name === 'form' && user ? (
        <ResetPasswordForm
          user={user}
          submitting={submitting}
          online={online}
          error={error}
          onSubmit={(a, b) => void submit(a, b)}
          onCancel={goHome}
        />
      ) : null}
      {view.name === 'success' ? (
        <div className="card result result--success">
          <h1>Password Reset Successful</h1>
          <p role="status">
            Your password has been changed. You can now sign in to the app with your new password.{' '}
            {resetMessages.redirectNotice}
          </p>
          <button type="button" className="button button--primary" onClick={goHome}>
            Continue to Home
          </button>
        </div>
      ) : null}
      {view.name === 'invalid' ? (
        <div className="card result result--error">
          <h1>Invalid Reset Link</h1>
          <p>
            This password reset link is invalid or has expired. Please request a new password reset.
          </p>
          <p role="alert" className="form-alert">
            {view.message}
          </p>
          <button type="button" className="button button--primary" onClick={goHome}>
            Return to Home
          </button>
        </div>
      ) : null}
    </div>
  )
}
