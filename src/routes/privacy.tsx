import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { policyHeads } from '@/features/policies/messages'
import { PrivacyPolicy } from '@/features/policies/components/privacy-policy'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ ...policyHeads.privacy, path: '/privacy' }),
  component: PrivacyPolicy,
})
