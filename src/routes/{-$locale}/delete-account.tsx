import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'
import { DeleteWordsProvider, deleteWords } from '@/features/delete-account/words-context'

export const Route = createFileRoute('/{-$locale}/delete-account')({
  loader: ({ params }) => deleteWords[localeOfParam(params.locale)](),
  head: ({ params }) => localePageHead(params.locale, 'deleteAccount', '/delete-account'),
  component: DeleteAccountRoute,
})

function DeleteAccountRoute() {
  return (
    <DeleteWordsProvider words={Route.useLoaderData()}>
      <DeleteAccountPage />
    </DeleteWordsProvider>
  )
}
