import shieldImage from '@/assets/cta-shield.svg'
import { ImageWithFallback } from '@/components/image-with-fallback'
import { StoreButton } from '@/components/store-button'
import { site } from '@/config/site'

export function ClosingCta() {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <ImageWithFallback
          src={shieldImage}
          alt="A yellow shield with a check mark"
          width={160}
          height={160}
          className="cta__image"
          loading="lazy"
        />
        <div>
          <h2 id="cta-title">Check before you click, reply or pay</h2>
          <p>
            Download {site.appName} for free and get a second opinion on every suspicious message,
            link and caller.
          </p>
          <StoreButton variant="light" />
        </div>
      </div>
    </section>
  )
}
