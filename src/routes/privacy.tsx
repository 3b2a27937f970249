import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { PrivacyPolicy } from '@/features/policies/components/privacy-policy'

export const Route = createFileRoute('/privacy')({
  head: () => pageHead({ ...enHeads.privacy, path: '/privacy' }),
  component: PrivacyPolicy,
})
