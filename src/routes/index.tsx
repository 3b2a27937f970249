import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { LandingPage } from '@/features/landing/components/landing-page'

export const Route = createFileRoute('/')({
  head: () => ({
    ...pageHead({
      title: `${site.appName} | Is this a scam? Check before you click`,
      description: `${site.appName} checks texts, emails, links, websites and screenshots for scams and phishing. Free scam protection for people in the Philippines.`,
      path: '/',
    }),
    scripts: [{ type: 'application/ld+json', children: mobileApplicationJsonLd() }],
  }),
  component: LandingPage,
})
