import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { pageHead } from '@/lib/seo'
import { TermsOfService } from '@/features/policies/components/terms-of-service'

export const Route = createFileRoute('/terms')({
  head: () =>
    pageHead({
      title: `Terms of Service | ${site.appName}`,
      description: `The terms for using ${site.appName}: acceptable use, your responsibilities, limits of liability and the laws of the Philippines.`,
      path: '/terms',
    }),
  component: TermsOfService,
})
