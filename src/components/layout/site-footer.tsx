import { Link } from '@tanstack/react-router'
import { ContactEmailLink } from '@/components/email-address'
import { useCommonMessages, useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'

export function SiteFooter() {
  const locale = useLocale()
  const words = useCommonMessages()
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label={words.footerNav}>
          <ul className="site-footer__links">
            <li>
              <Link to={localePath(locale, '/help')}>{words.scamHelp}</Link>
            </li>
            <li>
              <Link to={localePath(locale, '/privacy')}>{words.privacyPolicy}</Link>
            </li>
            <li>
              <Link to={localePath(locale, '/terms')}>{words.termsOfService}</Link>
            </li>
            <li>
              <Link to={localePath(locale, '/delete-account')}>{words.deleteAccount}</Link>
            </li>
            <li>
              <ContactEmailLink />
            </li>
          </ul>
        </nav>
        <p>{words.poweredBy}</p>
        <p>{words.copyright}</p>
      </div>
    </footer>
  )
}
