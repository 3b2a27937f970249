import { createFileRoute } from '@tanstack/react-router'
import { mobileApplicationJsonLd, pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { LandingPage } from '@/features/landing/components/landing-page'
import { enLandingWords } from '@/features/landing/words/en'
import { LandingWordsProvider } from '@/features/landing/words-context'

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
  component: LandingRoute,
})

function LandingRoute() {
  return (
    <LandingWordsProvider words={enLandingWords}>
      <LandingPage />
    </LandingWordsProvider>
  )
}
