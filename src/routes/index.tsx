import { createFileRoute } from '@tanstack/react-router'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { LandingPage } from '@/features/landing/components/landing-page'

export const Route = createFileRoute('/')({
  head: () => ({
    ...pageHead({ ...enHeads.landing, path: '/' }),
    scripts: [
      {
        type: 'application/ld+json',
        children: mobileApplicationJsonLd(enHeads.landing.appDescription),
      },
    ],
  }),
  component: LandingPage,
})
