import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { ScamsGuide } from '@/features/scam-help/components/scams-guide'
import { filScamHelpWords } from '@/features/scam-help/words/fil'
import { ScamHelpWordsProvider } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/fil/scams')({
  staticData: { offline: true },
  head: () => pageHead({ ...filHeads.scams, path: '/scams', locale: 'fil' }),
  component: FilipinoScamsRoute,
})

function FilipinoScamsRoute() {
  return (
    <ScamHelpWordsProvider words={filScamHelpWords}>
      <ScamsGuide />
    </ScamHelpWordsProvider>
  )
}
