import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { HelpPage } from '@/features/scam-help/components/help-page'
import { enScamHelpWords } from '@/features/scam-help/words/en'
import { ScamHelpWordsProvider } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/help')({
  staticData: { offline: true },
  head: () => pageHead({ ...enHeads.help, path: '/help' }),
  component: HelpRoute,
})

function HelpRoute() {
  return (
    <ScamHelpWordsProvider words={enScamHelpWords}>
      <HelpPage />
    </ScamHelpWordsProvider>
  )
}
