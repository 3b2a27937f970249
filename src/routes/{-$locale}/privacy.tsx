import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { privacyDocument } from '@/features/policies/privacy-document'
import { PolicyWordsProvider, policyWords } from '@/features/policies/words-context'

export const Route = createFileRoute('/{-$locale}/privacy')({
  loader: async ({ params }) => {
    const locale = localeOfParam(params.locale)
    const [words, document] = await Promise.all([policyWords[locale](), privacyDocument[locale]()])
    return { words, document }
  },
  head: ({ params }) => localePageHead(params.locale, 'privacy', '/privacy'),
  component: PrivacyRoute,
})

function PrivacyRoute() {
  const { words, document } = Route.useLoaderData()
  return (
    <PolicyWordsProvider words={words}>
      <PolicyLayout document={document} />
    </PolicyWordsProvider>
  )
}
