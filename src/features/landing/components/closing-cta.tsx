import shieldImage from '@/assets/cta-shield.svg'
import { ImageWithFallback } from '@/components/image-with-fallback'
import { StoreButton } from '@/components/store-button'
import type { LandingMessages } from '../messages'

export function ClosingCta({ messages }: { messages: LandingMessages }) {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <ImageWithFallback
          src={shieldImage}
          alt={messages.ctaImage}
          width={160}
          height={160}
          className="cta__image"
          loading="lazy"
        />
        <div>
          <h2 id="cta-title">{messages.ctaTitle}</h2>
          <p>{messages.ctaText}</p>
          <StoreButton variant="light" />
        </div>
      </div>
    </section>
  )
}
