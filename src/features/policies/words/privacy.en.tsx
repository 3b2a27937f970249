import { ContactEmailLink } from '@/components/email-address'
import { site } from '@/config/site'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'

const mailLink = <ContactEmailLink />

const sections: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what the service needs to work:</p>
        <ul>
          <li>
            Account data: your name, your email address and your password. We keep only a hashed
            password, never the password itself.
          </li>
          <li>
            Content you choose to scan: the texts, emails, links, websites and screenshots you
            submit for a check.
          </li>
          <li>
            Senders you ask us to check: the phone numbers and email addresses you submit for sender
            verification.
          </li>
          <li>
            Minimal technical metadata: app version, device type, operating system version, the
            timestamps of your scans and anonymous crash reports.
          </li>
        </ul>
        <p>
          We do not collect your contacts. We do not read your SMS inbox or your email: we only see
          what you choose to share with the app. We do not collect your precise location.
        </p>
        <p>
          {site.appName} is not directed at children under 13, and we do not knowingly collect their
          data. If you think a child under 13 has given us personal data, email us at {mailLink} and
          we will delete it.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-your-data',
    title: 'How We Use Your Data',
    body: (
      <>
        <p>We use your data only to run {site.appName} and keep it safe:</p>
        <ul>
          <li>To analyse the content you scan with AI and show you a verdict.</li>
          <li>To verify the phone numbers and email addresses you submit.</li>
          <li>To create and run your account, keep it secure and prevent abuse.</li>
          <li>
            To improve scam detection, using only aggregated, de-identified statistics that do not
            identify you.
          </li>
          <li>To send you service messages, such as password reset emails.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'what-we-do-not-do',
    title: 'What We Do Not Do',
    body: (
      <>
        <ul>
          <li>
            We do not keep what you scan. Scanned content is processed in real time and is not
            stored.
          </li>
          <li>
            We never sell your scanned content or your personal data. It is never sold, rented or
            traded to anyone.
          </li>
          <li>We do not build advertising profiles about you.</li>
        </ul>
        <p>We do not share your data with third parties, with only two exceptions:</p>
        <ul>
          <li>
            Service providers we need to run {site.appName}, such as hosting and email delivery.
            They work for us under contract and may use the data only to provide that service.
          </li>
          <li>When Philippine law requires it, for example under a valid court order.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <p>We keep data only as long as we need it:</p>
        <ul>
          <li>
            Scanned content is processed in real time and discarded right after analysis. It is not
            stored.
          </li>
          <li>
            Account data (name, email and password hash) is kept while your account is active. It is
            deleted within 30 days after you delete your account.
          </li>
          <li>
            Minimal metadata (timestamps, app version, device type and scan counts, with no message
            content) may be kept for up to 12 months for security and fraud prevention.
          </li>
          <li>Backups are overwritten within 90 days.</li>
          <li>Records the law requires us to keep are kept only as long as the law requires.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Under the Data Privacy Act of 2012 (Republic Act No. 10173), you have the right:</p>
        <ul>
          <li>to be informed about how your personal data is collected and used;</li>
          <li>to access your personal data;</li>
          <li>to object to the processing of your personal data;</li>
          <li>to erasure or blocking of your personal data;</li>
          <li>to rectification, so that wrong or incomplete data is corrected;</li>
          <li>to data portability, so that you can get a copy of your data in a common format;</li>
          <li>to damages if you are harmed by the misuse of your personal data;</li>
          <li>
            to file a complaint with the National Privacy Commission (
            <a href="https://www.privacy.gov.ph">privacy.gov.ph</a>).
          </li>
        </ul>
        <p>
          To use any of these rights, email us at {mailLink}. You can also delete your account at
          any time in the app or on our{' '}
          <SiteLink to="/delete-account">Delete Account page</SiteLink>. We answer every request
          within 15 working days.
        </p>
        <p>Our Data Protection Officer can be reached at the same address: {mailLink}.</p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <>
        <p>
          {site.appName} uses AI to help you spot scams, but its accuracy is not guaranteed.
          Scammers change their tricks all the time, and no tool catches every scam.
        </p>
        <p>
          A “safe” result is not a guarantee. Before you send money, share a one-time PIN or give
          personal details, verify through official channels, such as your bank or the sender’s
          official hotline. Do not rely on {site.appName} alone.
        </p>
        <p>
          To the extent the law allows, {site.companyName} is not liable for losses caused by scams
          that {site.appName} did not detect.
        </p>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy. When we do, we change the effective date at the top of this page;
        this version is effective {site.policyEffectiveDate}. If a change is significant, we will
        also tell you in the app.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your data? Email {site.companyName} at {mailLink}.
      </p>
    ),
  },
]

export const enPrivacy: PolicyDocument = {
  title: 'Privacy Policy',
  intro: (
    <>
      <p>
        {site.appName} is provided by {site.companyName} (“we”, “us”). This policy covers the{' '}
        {site.appName} mobile app and this website. It explains what data we collect, why we collect
        it, how long we keep it and what we never do with it.
      </p>
      <p>
        We wrote it in plain language. Our promise is simple: we collect only what we need to
        protect you from scams, and we do not keep the messages you scan.
      </p>
    </>
  ),
  sections,
}
