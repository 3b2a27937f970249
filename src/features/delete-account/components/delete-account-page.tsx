import { site } from '@/config/site'
import { DeleteAccountForm } from './delete-account-form'
import { DeletionInfo } from './deletion-info'
import { DeletionSteps } from './deletion-steps'

export function DeleteAccountPage() {
  return (
    <div className="container narrow account-page">
      <h1>Delete Account</h1>
      <p>
        Request the deletion of your <strong>{site.appName}</strong> account and its data, with or
        without the app. {site.appName} is published on Google Play by{' '}
        <strong>{site.companyName}</strong>.
      </p>
      <div className="warning" role="note" aria-label="Warning">
        <strong>This action is permanent.</strong> Once your account is deleted it cannot be
        recovered, and you will need to sign up again to use {site.appName}.
      </div>
      <DeletionSteps />
      <DeleteAccountForm />
      <DeletionInfo />
    </div>
  )
}
