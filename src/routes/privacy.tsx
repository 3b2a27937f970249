import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { PrivacyPolicy } from '@/features/policies/components/privacy-policy'

export const Route = createFileRoute('/privacy')({
  head: () => ({
    meta: [
      { title: `Privacy Policy | ${site.appName}` },
      {
        name: 'description',
        content: `How ${site.appName} handles your data: what we collect, what we never do with it, how long we keep it and your rights under the Data Privacy Act of 2012.`,
      },
    ],
  }),
  component: PrivacyPolicy,
})
