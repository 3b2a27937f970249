import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { enPolicyWords } from '@/features/policies/words/en'
import { enPrivacy } from '@/features/policies/words/privacy.en'
import { PolicyWordsProvider } from '@/features/policies/words-context'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ ...enHeads.privacy, path: '/privacy' }),
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return (
    <PolicyWordsProvider words={enPolicyWords}>
      <PolicyLayout document={enPrivacy} />
    </PolicyWordsProvider>
  )
}
