import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { pageHead } from '@/lib/seo'
import { PrivacyPolicy } from '@/features/policies/components/privacy-policy'

export const Route = createFileRoute('/privacy')({
  head: () =>
    pageHead({
      title: `Privacy Policy | ${site.appName}`,
      description: `How ${site.appName} handles your data: what we collect, what we never do with it, how long we keep it and your rights under the Data Privacy Act of 2012.`,
      path: '/privacy',
    }),
  component: PrivacyPolicy,
})
