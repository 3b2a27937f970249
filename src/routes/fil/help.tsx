import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { HelpPage } from '@/features/scam-help/components/help-page'
import { filScamHelpWords } from '@/features/scam-help/words/fil'
import { ScamHelpWordsProvider } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/fil/help')({
  staticData: { offline: true },
  head: () => pageHead({ ...filHeads.help, path: '/help', locale: 'fil' }),
  component: FilipinoHelpRoute,
})

function FilipinoHelpRoute() {
  return (
    <ScamHelpWordsProvider words={filScamHelpWords}>
      <HelpPage />
    </ScamHelpWordsProvider>
  )
}
