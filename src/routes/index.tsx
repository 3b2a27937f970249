import { createFileRoute } from '@tanstack/react-router'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { LandingPage } from '@/features/landing/components/landing-page'
import { landingMessages } from '@/features/landing/messages'

export const Route = createFileRoute('/')({
  head: () => ({
    ...pageHead({ ...landingMessages.head, path: '/' }),
    scripts: [
      {
        type: 'application/ld+json',
        children: mobileApplicationJsonLd(landingMessages.head.appDescription),
      },
    ],
  }),
  component: LandingPage,
})
