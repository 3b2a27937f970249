import { ContactEmailLink } from '@/components/email-address'
import { hotlineReporters, nationalHotline } from '@/config/scam-help-hotline'
import { site } from '@/config/site'
import { SiteLink } from '../components/site-link'
import type { PolicyDocument, PolicySection } from '../policy-document'

const sections: readonly PolicySection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    body: (
      <p>
        By creating an account or using {site.appName}, you agree to these terms and to our{' '}
        <SiteLink to="/privacy">Privacy Policy</SiteLink>. If you do not agree, please do not use
        the service.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>
          Use {site.appName} to protect yourself and others from scams. You must not use the app or
          this website:
        </p>
        <ul>
          <li>to harass, threaten or harm anyone;</li>
          <li>to test, develop or improve scams, phishing messages or other fraud;</li>
          <li>to upload illegal content;</li>
          <li>to copy, decompile or reverse-engineer the app or its scam detection;</li>
          <li>to overload, disrupt or attack the service, for example with automated requests;</li>
          <li>
            to scan content you have no right to share, such as confidential documents you are not
            allowed to pass on.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User Responsibilities',
    body: (
      <>
        <p>When you use {site.appName}, you agree to:</p>
        <ul>
          <li>
            Keep your password safe and never share it. Tell us right away if you think someone else
            is using your account.
          </li>
          <li>Give accurate account information and keep it up to date.</li>
          <li>
            Verify results before you act. Before you send money or share personal details, check
            with official channels, such as your bank or the sender’s official hotline.
          </li>
          <li>
            Report scams to the authorities: our page{' '}
            <SiteLink to="/help">Scammed? Do this now</SiteLink> lists the official channels, each
            with its source.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          {site.appName} is provided “as is”. We work hard to keep it accurate and available, but we
          cannot promise that it will always work, be free of errors or catch every scam.
        </p>
        <p>Our results are guidance, not guarantees. You decide what to do with them.</p>
        <p>
          To the extent Philippine law allows, {site.companyName} is not liable for indirect losses,
          or for losses caused by scams that {site.appName} did not detect.
        </p>
        <p>
          Nothing in these terms limits any liability that cannot be limited under Philippine law,
          including your rights under the Consumer Act of the Philippines.
        </p>
      </>
    ),
  },
  {
    id: 'account-termination',
    title: 'Account Termination',
    body: (
      <>
        <p>
          You can delete your account at any time, in the app or on our{' '}
          <SiteLink to="/delete-account">Delete Account page</SiteLink>. Our{' '}
          <SiteLink to="/privacy">Privacy Policy</SiteLink> explains what happens to your data.
        </p>
        <p>
          We may suspend or close accounts that break these terms, for example accounts used to
          harass people or to develop scams.
        </p>
      </>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to These Terms',
    body: (
      <>
        <p>
          We may update these terms. When we do, we change the effective date at the top of this
          page; this version is effective {site.policyEffectiveDate}.
        </p>
        <p>
          We announce significant changes in the app. If you keep using {site.appName} after a
          change, you accept the updated terms.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: (
      <>
        <p>These terms are governed by the laws of the Republic of the Philippines.</p>
        <p>
          If you have a dispute with us, please contact us first so we can try to resolve it
          informally. If we cannot, the dispute will be brought before the courts of the
          Philippines.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <>
        <p>
          Questions about these terms? Email us at <ContactEmailLink />.
        </p>
        <p>
          To report a scam, call the national anti-scam hotline{' '}
          <a href={`tel:${nationalHotline.tel}`}>{nationalHotline.display}</a> (reported by{' '}
          {hotlineReporters.join(' and ')}). Our page{' '}
          <SiteLink to="/help">Scammed? Do this now</SiteLink> lists it with the other places to
          report, each with its source.
        </p>
      </>
    ),
  },
]

export const enTerms: PolicyDocument = {
  title: 'Terms of Service',
  intro: (
    <p>
      These terms are the rules for using the {site.appName} mobile app and this website.{' '}
      {site.appName} is provided by {site.companyName} (“we”, “us”). We kept them short and in plain
      language. Please read them before you use the service.
    </p>
  ),
  sections,
}
