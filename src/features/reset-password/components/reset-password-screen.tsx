import { useHydrated } from '@tanstack/react-router'
import { useResetLink, type ResetLink } from '../hooks/use-reset-link'
import { useResetPassword } from '../hooks/use-reset-password'
import { resetMessages, type ResetMessages } from '../messages'
import { resetPageWords, type ResetPageWords } from '../page-words'
import { ResetPasswordPage } from './reset-password-page'

type Language = { messages?: ResetMessages; words?: ResetPageWords }

const nothing = () => undefined
const nothingAsync = () => Promise.resolve()

/** What the reset page shows before its link is read: prerendered, then hydrated as it is. */
function ValidatingView(language: Language) {
  return (
    <ResetPasswordPage
      view={{ name: 'validating' }}
      user={null}
      submitting={false}
      error={null}
      online
      submit={nothingAsync}
      goHome={nothing}
      {...language}
    />
  )
}

function ResetFlow({ search, messages, words }: Language & { search: ResetLink }) {
  const { token, email } = useResetLink(search)
  return (
    <ResetPasswordPage
      {...useResetPassword(token, email, messages)}
      messages={messages}
      words={words}
    />
  )
}

/**
 * The reset page: its link lives in the address bar or this tab's storage, which the prerendered
 * HTML cannot know, so the link is read once the page is hydrated.
 */
export function ResetPasswordScreen({
  search,
  messages = resetMessages,
  words = resetPageWords,
}: Language & { search: ResetLink }) {
  return useHydrated() ? (
    <ResetFlow search={search} messages={messages} words={words} />
  ) : (
    <ValidatingView messages={messages} words={words} />
  )
}
