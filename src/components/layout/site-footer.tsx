import { Link } from '@tanstack/react-router'
import { site } from '@/config/site'

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/delete-account">Delete Account</Link>
            </li>
            <li>
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            </li>
          </ul>
        </nav>
        <p>
          {site.appName} is powered by {site.companyName}.
        </p>
        <p>
          © {site.copyrightYear} {site.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
