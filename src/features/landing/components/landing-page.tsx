import { landingMessages, type LandingMessages } from '../messages'
import { ClosingCta } from './closing-cta'
import { FeatureList } from './feature-list'
import { HeroSection } from './hero-section'
import { ThreatCards } from './threat-cards'

export function LandingPage({ messages = landingMessages }: { messages?: LandingMessages }) {
  return (
    <>
      <HeroSection messages={messages} />
      <ThreatCards messages={messages} />
      <FeatureList messages={messages} />
      <ClosingCta messages={messages} />
    </>
  )
}
