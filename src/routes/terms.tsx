import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { TermsOfService } from '@/features/policies/components/terms-of-service'

export const Route = createFileRoute('/terms')({
  head: () => ({
    meta: [
      { title: `Terms of Service | ${site.appName}` },
      {
        name: 'description',
        content: `The terms for using ${site.appName}: acceptable use, your responsibilities, limits of liability and the laws of the Philippines.`,
      },
    ],
  }),
  component: TermsOfService,
})
