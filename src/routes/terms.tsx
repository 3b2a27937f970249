import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { policyHeads } from '@/features/policies/messages'
import { TermsOfService } from '@/features/policies/components/terms-of-service'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ ...policyHeads.terms, path: '/terms' }),
  component: TermsOfService,
})
