import { site } from '@/config/site'
import { DeleteAccountForm } from './delete-account-form'
import { DeletionInfo } from './deletion-info'

export function DeleteAccountPage() {
  return (
    <div className="container narrow account-page">
      <h1>Delete Account</h1>
      <p>
        Delete your {site.appName} account without opening the app. Sign in with your email and
        password to confirm it is yours.
      </p>
      <div className="warning" role="note" aria-label="Warning">
        <strong>This action is permanent.</strong> Once your account is deleted it cannot be
        recovered, and you will need to sign up again to use {site.appName}.
      </div>
      <DeleteAccountForm />
      <DeletionInfo />
    </div>
  )
}
