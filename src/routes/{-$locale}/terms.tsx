import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { termsDocument } from '@/features/policies/terms-document'
import { PolicyWordsProvider, policyWords } from '@/features/policies/words-context'

export const Route = createFileRoute('/{-$locale}/terms')({
  loader: async ({ params }) => {
    const locale = localeOfParam(params.locale)
    const [words, document] = await Promise.all([policyWords[locale](), termsDocument[locale]()])
    return { words, document }
  },
  head: ({ params }) => localePageHead(params.locale, 'terms', '/terms'),
  component: TermsRoute,
})

function TermsRoute() {
  const { words, document } = Route.useLoaderData()
  return (
    <PolicyWordsProvider words={words}>
      <PolicyLayout document={document} />
    </PolicyWordsProvider>
  )
}
