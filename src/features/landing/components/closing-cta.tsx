import shieldImage from '@/assets/cta-shield.svg'
import { ImageWithFallback } from '@/components/image-with-fallback'
import { StoreButton } from '@/components/store-button'
import { useLandingWords } from '../words-context'

export function ClosingCta() {
  const words = useLandingWords()
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <ImageWithFallback
          src={shieldImage}
          alt={words.ctaImage}
          width={160}
          height={160}
          className="cta__image"
          loading="lazy"
        />
        <div>
          <h2 id="cta-title">{words.ctaTitle}</h2>
          <p>{words.ctaText}</p>
          <StoreButton variant="light" />
        </div>
      </div>
    </section>
  )
}
