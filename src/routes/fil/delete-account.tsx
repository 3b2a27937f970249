import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'
import { filDeleteMessages } from '@/features/delete-account/messages.fil'
import { filDeletePageWords } from '@/features/delete-account/page-words.fil'

export const Route = createFileRoute('/fil/delete-account')({
  head: () => pageHead({ ...filHeads.deleteAccount, path: '/delete-account', locale: 'fil' }),
  component: FilipinoDeleteAccount,
})

function FilipinoDeleteAccount() {
  return <DeleteAccountPage messages={filDeleteMessages} words={filDeletePageWords} />
}
