import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { filPolicyWords } from '@/features/policies/words/fil'
import { filTerms } from '@/features/policies/words/terms.fil'
import { PolicyWordsProvider } from '@/features/policies/words-context'

export const Route = createFileRoute('/fil/terms')({
  head: () => pageHead({ ...filHeads.terms, path: '/terms', locale: 'fil' }),
  component: FilipinoTermsRoute,
})

function FilipinoTermsRoute() {
  return (
    <PolicyWordsProvider words={filPolicyWords}>
      <PolicyLayout document={filTerms} />
    </PolicyWordsProvider>
  )
}
