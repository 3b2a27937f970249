import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { PolicyLayout } from '@/features/policies/components/policy-layout'
import { filPolicyWords } from '@/features/policies/words/fil'
import { filPrivacy } from '@/features/policies/words/privacy.fil'
import { PolicyWordsProvider } from '@/features/policies/words-context'

export const Route = createFileRoute('/fil/privacy')({
  head: () => pageHead({ ...filHeads.privacy, path: '/privacy', locale: 'fil' }),
  component: FilipinoPrivacyRoute,
})

function FilipinoPrivacyRoute() {
  return (
    <PolicyWordsProvider words={filPolicyWords}>
      <PolicyLayout document={filPrivacy} />
    </PolicyWordsProvider>
  )
}
