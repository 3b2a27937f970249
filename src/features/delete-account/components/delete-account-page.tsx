import { useDeleteWords } from '../words-context'
import { DeleteAccountForm } from './delete-account-form'
import { DeletionInfo } from './deletion-info'
import { DeletionSteps } from './deletion-steps'

export function DeleteAccountPage() {
  const words = useDeleteWords()
  return (
    <div className="container narrow account-page">
      <h1>{words.heading}</h1>
      <p>{words.intro}</p>
      <div className="warning" role="note" aria-label={words.warningLabel}>
        <strong>{words.warningTitle}</strong> {words.warningText}
      </div>
      <DeletionSteps />
      <DeleteAccountForm />
      <DeletionInfo />
    </div>
  )
}
