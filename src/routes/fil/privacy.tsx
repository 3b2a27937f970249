import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { PrivacyPolicyFil } from '@/features/policies/components/privacy-policy.fil'

export const Route = createFileRoute('/fil/privacy')({
  head: () => pageHead({ ...filHeads.privacy, path: '/privacy', locale: 'fil' }),
  component: PrivacyPolicyFil,
})
