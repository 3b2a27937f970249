import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { CheckPage } from '@/features/message-check/components/check-page'
import { useSharedText } from '@/features/message-check/hooks/use-shared-text'
import { sharedSearch } from '@/features/message-check/shared-search'
import { filCheckWords } from '@/features/message-check/words/fil'
import { CheckWordsProvider } from '@/features/message-check/words-context'

export const Route = createFileRoute('/fil/check')({
  staticData: { sharedText: true },
  validateSearch: sharedSearch,
  head: () => pageHead({ ...filHeads.check, path: '/check', locale: 'fil' }),
  component: FilipinoCheckRoute,
})

function FilipinoCheckRoute() {
  return (
    <CheckWordsProvider words={filCheckWords}>
      <CheckPage shared={useSharedText(Route.useSearch())} />
    </CheckWordsProvider>
  )
}
