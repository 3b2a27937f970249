import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { TermsOfService } from '@/features/policies/components/terms-of-service'

export const Route = createFileRoute('/terms')({
  head: () => pageHead({ ...enHeads.terms, path: '/terms' }),
  component: TermsOfService,
})
