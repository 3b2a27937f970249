import { createFileRoute } from '@tanstack/react-router'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { LandingPage } from '@/features/landing/components/landing-page'
import { filLandingWords } from '@/features/landing/words/fil'
import { LandingWordsProvider } from '@/features/landing/words-context'

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
  return (
    <LandingWordsProvider words={filLandingWords}>
      <LandingPage />
    </LandingWordsProvider>
  )
}
