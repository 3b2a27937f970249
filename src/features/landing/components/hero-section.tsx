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
            <StoreQrCode alt={words.qrAlt} caption={words.qrCaption} />
          </div>
          <p className="hero__note">{words.note}</p>
          <ul className="hero__links">
            <li>
              <Link to={localePath(locale, '/check')}>{words.checkLink}</Link>
            </li>
            <li>
              <Link to={localePath(locale, '/help')}>{words.helpLink}</Link>
            </li>
          </ul>
        </div>
        <HeroIllustration label={words.heroImage} />
      </div>
    </section>
  )
}
