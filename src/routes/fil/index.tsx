import { createFileRoute } from '@tanstack/react-router'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { LandingPage } from '@/features/landing/components/landing-page'
import { filLandingMessages } from '@/features/landing/messages.fil'

export const Route = createFileRoute('/fil/')({
  head: () => ({
    ...pageHead({ ...filHeads.landing, path: '/', locale: 'fil' }),
    scripts: [
      {
        type: 'application/ld+json',
        children: mobileApplicationJsonLd(filHeads.landing.appDescription, 'fil'),
      },
    ],
  }),
  component: FilipinoLanding,
})

function FilipinoLanding() {
  return <LandingPage messages={filLandingMessages} />
}
