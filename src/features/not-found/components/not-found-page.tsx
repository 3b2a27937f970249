import { Link } from '@tanstack/react-router'
import { ContactEmailLink } from '@/components/email-address'
import { hotlineReporters, nationalHotline } from '@/config/scam-help-hotline'
import { useCommonMessages, useLocale } from '@/components/locale-context'
import { localePath, ogLocale } from '@/lib/locale'
import { useNotFoundWords } from '../not-found-words'

export function NotFoundPage() {
  const locale = useLocale()
  const common = useCommonMessages()
  const words = useNotFoundWords()
  return (
    <div className="container narrow not-found">
      <title>{words.title}</title>
      <meta name="description" content={words.description} />
      <meta property="og:locale" content={ogLocale[locale]} />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{words.heading}</h1>
      <p>{words.text}</p>
      <Link to={localePath(locale, '/')} className="button button--primary">
        {words.goHome}
      </Link>
      <ul className="not-found__links">
        <li>
          <Link to={localePath(locale, '/privacy')}>{common.privacyPolicy}</Link>
        </li>
        <li>
          <Link to={localePath(locale, '/terms')}>{common.termsOfService}</Link>
        </li>
      </ul>
      <aside className="help-box" aria-labelledby="help-title">
        <h2 id="help-title">{words.needHelp}</h2>
        <p>
          {words.questions} <ContactEmailLink />.
        </p>
        <p>
          {words.scammed} <Link to={localePath(locale, '/help')}>{words.seeHelp}</Link>.{' '}
          {words.ifMoneyTaken}
        </p>
        <p>
          {words.hotlineBefore} <a href={`tel:${nationalHotline.tel}`}>{nationalHotline.display}</a>
          {words.hotlineAfter(hotlineReporters[0] ?? '', hotlineReporters[1] ?? '')}
        </p>
      </aside>
    </div>
  )
}
