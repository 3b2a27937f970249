import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { TermsOfServiceFil } from '@/features/policies/components/terms-of-service.fil'

export const Route = createFileRoute('/fil/terms')({
  head: () => pageHead({ ...filHeads.terms, path: '/terms', locale: 'fil' }),
  component: TermsOfServiceFil,
})
