import { Link } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { StoreButton } from '@/components/store-button'
import { localePath } from '@/lib/locale'
import { useLandingWords } from '../words-context'
import { HeroIllustration } from './hero-illustration'
import { StoreQrCode } from './store-qr-code'

export function HeroSection() {
  const words = useLandingWords()
  const locale = useLocale()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{words.eyebrow}</p>
          <h1 id="hero-title">{words.heading}</h1>
          <p className="hero__lead">{words.lead}</p>
          <div className="hero__get">
            <StoreButton />
            <Link to={localePath(locale, '/check')} className="button button--secondary">
              {words.checkLink}
            </Link>
            <StoreQrCode alt={words.qrAlt} caption={words.qrCaption} />
          </div>
          <p className="hero__note">{words.note}</p>
          <p className="hero__links">
            <Link to={localePath(locale, '/help')}>{words.helpLink}</Link>
          </p>
        </div>
        <HeroIllustration label={words.heroImage} />
      </div>
    </section>
  )
}
