import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { enPolicyWords } from '@/features/policies/words/en'
import { enTerms } from '@/features/policies/words/terms.en'
import { PolicyWordsProvider } from '@/features/policies/words-context'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ ...enHeads.terms, path: '/terms' }),
  component: TermsRoute,
})

function TermsRoute() {
  return (
    <PolicyWordsProvider words={enPolicyWords}>
      <PolicyLayout document={enTerms} />
    </PolicyWordsProvider>
  )
}
