import { deleteMessages, type DeleteMessages } from '../messages'
import { deletePageWords, type DeletePageWords } from '../page-words'
import { DeleteAccountForm } from './delete-account-form'
import { DeletionInfo } from './deletion-info'
import { DeletionSteps } from './deletion-steps'

type DeleteAccountPageProps = { messages?: DeleteMessages; words?: DeletePageWords }

export function DeleteAccountPage({
  messages = deleteMessages,
  words = deletePageWords,
}: DeleteAccountPageProps) {
  return (
    <div className="container narrow account-page">
      <h1>{words.heading}</h1>
      <p>{words.intro}</p>
      <div className="warning" role="note" aria-label={words.warningLabel}>
        <strong>{words.warningTitle}</strong> {words.warningText}
      </div>
      <DeletionSteps words={words} />
      <DeleteAccountForm messages={messages} words={words} />
      <DeletionInfo words={words} />
    </div>
  )
}
