import { StoreButton } from '@/components/store-button'
import { site } from '@/config/site'
import { HeroIllustration } from './hero-illustration'
import { StoreQrCode } from './store-qr-code'

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
          <div className="hero__get">
            <StoreButton />
            <StoreQrCode />
          </div>
          <p className="hero__note">Free to download. Works on Android phones.</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  )
}
