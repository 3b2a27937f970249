import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'
import { enDeleteWords } from '@/features/delete-account/words/en'
import { DeleteWordsProvider } from '@/features/delete-account/words-context'

export const Route = createFileRoute('/delete-account')({
  head: () => pageHead({ ...enHeads.deleteAccount, path: '/delete-account' }),
  component: DeleteAccountRoute,
})

function DeleteAccountRoute() {
  return (
    <DeleteWordsProvider words={enDeleteWords}>
      <DeleteAccountPage />
    </DeleteWordsProvider>
  )
}
