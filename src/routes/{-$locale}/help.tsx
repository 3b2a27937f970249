import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { HelpPage } from '@/features/scam-help/components/help-page'
import { ScamHelpWordsProvider, scamHelpWords } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/{-$locale}/help')({
  staticData: { offline: true },
  loader: ({ params }) => scamHelpWords[localeOfParam(params.locale)](),
  head: ({ params }) => localePageHead(params.locale, 'help', '/help'),
  component: HelpRoute,
})

function HelpRoute() {
  return (
    <ScamHelpWordsProvider words={Route.useLoaderData()}>
      <HelpPage />
    </ScamHelpWordsProvider>
  )
}
