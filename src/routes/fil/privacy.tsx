import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { PrivacyPolicyFil } from '@/features/policies/components/privacy-policy.fil'
import { filPolicyHeads } from '@/features/policies/messages.fil'

export const Route = createFileRoute('/fil/privacy')({
  head: () => pageHead({ ...filPolicyHeads.privacy, path: '/privacy', locale: 'fil' }),
  component: PrivacyPolicyFil,
})
