import { Link } from '@tanstack/react-router'
import { reportScam, site } from '@/config/site'

export function NotFoundPage() {
  return (
    <div className="container narrow not-found">
      <title>{`Page Not Found | ${site.appName}`}</title>
      <meta
        name="description"
        content={`This page of ${site.appName} does not exist. Go home, read our policies or find help.`}
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page Not Found</h1>
      <p>
        The page you are looking for does not exist or has moved. Check the address, or start again
        from the home page.
      </p>
      <Link to="/" className="button button--primary">
        Go Home
      </Link>
      <ul className="not-found__links">
        <li>
          <Link to="/privacy">Privacy Policy</Link>
        </li>
        <li>
          <Link to="/terms">Terms of Service</Link>
        </li>
      </ul>
      <aside className="help-box" aria-labelledby="help-title">
        <h2 id="help-title">Need Help?</h2>
        <p>
          Questions about your account or the app? Email us at{' '}
          <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        <p>
          Think you have been scammed? Call the {reportScam.hotlineName} hotline{' '}
          <a href={`tel:${reportScam.hotline}`}>{reportScam.hotline}</a> or report it at{' '}
          <a href={reportScam.website}>cicc.gov.ph</a>. If money was taken, contact your bank or
          e-wallet right away.
        </p>
      </aside>
    </div>
  )
}
