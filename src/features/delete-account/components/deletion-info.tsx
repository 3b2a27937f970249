import { Link } from '@tanstack/react-router'
import { site } from '@/config/site'

/** What deletion removes and keeps, as the store's account-deletion policy asks us to state. */
export function DeletionInfo() {
  return (
    <section className="info-panel" aria-labelledby="deletion-info-title">
      <h2 id="deletion-info-title">What happens when you delete your account</h2>
      <ul>
        <li>
          Your account and its data (your name, email address and password) are deleted within 30
          days. You will no longer be able to sign in to {site.appName}.
        </li>
        <li>
          Scanned messages, links and screenshots are never stored: they are analysed in real time
          and discarded right after.
        </li>
        <li>
          Minimal metadata with no message content (timestamps, app version, device type and scan
          counts) may be kept for up to 12 months for security and fraud prevention.
        </li>
        <li>
          Backups are overwritten within 90 days. Records the law requires are kept only as long as
          it requires.
        </li>
      </ul>
      <h3 id="deletion-by-email">Cannot sign in?</h3>
      <p>
        Forgot your password? Reset it from the sign-in screen of the app, then come back here. If
        you can no longer sign in at all:
      </p>
      <ol aria-labelledby="deletion-by-email">
        <li>
          Write to{' '}
          <a href={`mailto:${site.contactEmail}?subject=Account%20deletion%20request`}>
            {site.contactEmail}
          </a>{' '}
          from the email address you signed up with, with the subject “Account deletion request”.
        </li>
        <li>We reply within 15 working days to confirm that the account is yours.</li>
        <li>We delete the account and tell you by email when it is done.</li>
      </ol>
      <p>
        Details are in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </section>
  )
}
