import heroImage from '@/assets/hero-phone.svg'
import { SafeImage } from '@/components/safe-image'
import { StoreButton } from '@/components/store-button'
import { site } from '@/config/site'

export function HeroSection() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">Scam protection for Filipinos</p>
          <h1 id="hero-title">Is this a scam?</h1>
          <p className="hero__lead">
            Got a strange text, a too-good-to-be-true offer or a link you are not sure about?{' '}
            {site.appName} checks it for you in seconds, before you reply, click or pay.
          </p>
          <StoreButton />
          <p className="hero__note">Free to download. Works on Android phones.</p>
        </div>
        <SafeImage
          className="hero__image"
          src={heroImage}
          alt={`A phone showing a suspicious text message flagged as a scam by ${site.appName}`}
          width={320}
          height={400}
          loading="eager"
          fetchPriority="high"
        />
      </div>
    </section>
  )
}
