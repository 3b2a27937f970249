import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'
import { filDeleteWords } from '@/features/delete-account/words/fil'
import { DeleteWordsProvider } from '@/features/delete-account/words-context'

export const Route = createFileRoute('/fil/delete-account')({
  head: () => pageHead({ ...filHeads.deleteAccount, path: '/delete-account', locale: 'fil' }),
  component: FilipinoDeleteAccount,
})

function FilipinoDeleteAccount() {
  return (
    <DeleteWordsProvider words={filDeleteWords}>
      <DeleteAccountPage />
    </DeleteWordsProvider>
  )
}
