import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { CheckPage } from '@/features/message-check/components/check-page'
import { useSharedText } from '@/features/message-check/hooks/use-shared-text'
import { sharedSearch } from '@/features/message-check/shared-search'
import { CheckWordsProvider, checkWords } from '@/features/message-check/words-context'

export const Route = createFileRoute('/{-$locale}/check')({
  staticData: { sharedText: true },
  validateSearch: sharedSearch,
  loader: ({ params }) => checkWords[localeOfParam(params.locale)](),
  head: ({ params }) => localePageHead(params.locale, 'check', '/check'),
  component: CheckRoute,
})

function CheckRoute() {
  return (
    <CheckWordsProvider words={Route.useLoaderData()}>
      <CheckPage shared={useSharedText(Route.useSearch())} />
    </CheckWordsProvider>
  )
}
