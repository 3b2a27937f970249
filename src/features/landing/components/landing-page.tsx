import { ClosingCta } from './closing-cta'
import { FeatureList } from './feature-list'
import { HeroSection } from './hero-section'
import { ThreatCards } from './threat-cards'

export function LandingPage() {
  return (
    <>
      <HeroSection />
      <ThreatCards />
      <FeatureList />
      <ClosingCta />
    </>
  )
}
