import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { ScamsGuide } from '@/features/scam-help/components/scams-guide'
import { ScamHelpWordsProvider, scamHelpWords } from '@/features/scam-help/words-context'

export const Route = createFileRoute('/{-$locale}/scams')({
  staticData: { offline: true },
  loader: ({ params }) => scamHelpWords[localeOfParam(params.locale)](),
  head: ({ params }) => localePageHead(params.locale, 'scams', '/scams'),
  component: ScamsRoute,
})

function ScamsRoute() {
  return (
    <ScamHelpWordsProvider words={Route.useLoaderData()}>
      <ScamsGuide />
    </ScamHelpWordsProvider>
  )
}
