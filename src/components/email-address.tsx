import { Fragment } from 'react'
import { site } from '@/config/site'

/**
 * An email address that a line too narrow for it breaks before its @ or a dot, never inside a
 * name; a single part longer than the line still wraps rather than stick out.
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <span className={className ? `email-address ${className}` : 'email-address'}>
      {address.split(/(?=[@.])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}

/** The site's contact address as a mail link, with the message's subject when given. */
export function ContactEmailLink({ subject }: { subject?: string }) {
  const query = subject === undefined ? '' : `?subject=${encodeURIComponent(subject)}`
  return (
    <a href={`mailto:${site.contactEmail}${query}`}>
      <EmailAddress address={site.contactEmail} />
    </a>
  )
}
