import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { LandingPage } from '@/features/landing/components/landing-page'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: [
      { title: `${site.appName} | Is this a scam? Check before you click` },
      {
        name: 'description',
        content: `${site.appName} checks texts, emails, links, websites and screenshots for scams and phishing. Built for people in the Philippines.`,
      },
    ],
  }),
  component: LandingPage,
})
