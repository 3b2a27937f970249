import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { site } from '@/config/site'

/** A link to another page of the site; on paper, its full address follows the text. */
export function SiteLink({
  to,
  children,
}: {
  to: '/privacy' | '/delete-account'
  children: ReactNode
}) {
  return (
    <Link to={to} data-print-url={`${site.siteUrl}${to}`}>
      {children}
    </Link>
  )
}
