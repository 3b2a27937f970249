import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { ScamsGuide } from '@/features/scam-help/components/scams-guide'
import { enScamHelpWords } from '@/features/scam-help/words/en'
import { ScamHelpWordsProvider } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/scams')({
  staticData: { offline: true },
  head: () => pageHead({ ...enHeads.scams, path: '/scams' }),
  component: ScamsRoute,
})

function ScamsRoute() {
  return (
    <ScamHelpWordsProvider words={enScamHelpWords}>
      <ScamsGuide />
    </ScamHelpWordsProvider>
  )
}
