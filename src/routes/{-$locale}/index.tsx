import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead, mobileApplicationJsonLd } from '@/lib/seo'
import { pageHeadsOf } from '@/locales/page-heads'
import { LandingPage } from '@/features/landing/components/landing-page'
import { LandingWordsProvider, landingWords } from '@/features/landing/words-context'

export const Route = createFileRoute('/{-$locale}/')({
  loader: ({ params }) => landingWords[localeOfParam(params.locale)](),
  head: ({ params }) => {
    const locale = localeOfParam(params.locale)
    return {
      ...localePageHead(params.locale, 'landing', '/'),
      scripts: [
        {
          type: 'application/ld+json',
          children: mobileApplicationJsonLd(pageHeadsOf(locale).landing.appDescription, locale),
        },
      ],
    }
  },
  component: LandingRoute,
})

function LandingRoute() {
  return (
    <LandingWordsProvider words={Route.useLoaderData()}>
      <LandingPage />
    </LandingWordsProvider>
  )
}
