import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { CheckPage } from '@/features/message-check/components/check-page'
import { useSharedText } from '@/features/message-check/hooks/use-shared-text'
import { sharedSearch } from '@/features/message-check/shared-search'
import { enCheckWords } from '@/features/message-check/words/en'
import { CheckWordsProvider } from '@/features/message-check/words-context'

export const Route = createFileRoute('/check')({
  staticData: { sharedText: true },
  validateSearch: sharedSearch,
  head: () => pageHead({ ...enHeads.check, path: '/check' }),
  component: CheckRoute,
})

function CheckRoute() {
  return (
    <CheckWordsProvider words={enCheckWords}>
      <CheckPage shared={useSharedText(Route.useSearch())} />
    </CheckWordsProvider>
  )
}
