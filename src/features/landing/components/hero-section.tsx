import { StoreButton } from '@/components/store-button'
import type { LandingMessages } from '../messages'
import { HeroIllustration } from './hero-illustration'
import { StoreQrCode } from './store-qr-code'

export function HeroSection({ messages }: { messages: LandingMessages }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{messages.eyebrow}</p>
          <h1 id="hero-title">{messages.heading}</h1>
          <p className="hero__lead">{messages.lead}</p>
          <div className="hero__get">
            <StoreButton />
            <StoreQrCode alt={messages.qrAlt} caption={messages.qrCaption} />
          </div>
          <p className="hero__note">{messages.note}</p>
        </div>
        <HeroIllustration label={messages.heroImage} />
      </div>
    </section>
  )
}
