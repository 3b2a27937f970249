import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { TermsOfServiceFil } from '@/features/policies/components/terms-of-service.fil'
import { filPolicyHeads } from '@/features/policies/messages.fil'

export const Route = createFileRoute('/fil/terms')({
  head: () => pageHead({ ...filPolicyHeads.terms, path: '/terms', locale: 'fil' }),
  component: TermsOfServiceFil,
})
