import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLocale } from '@/components/locale-context'
import { site } from '@/config/site'
import { localePath } from '@/lib/locale'

/** A link to another page of the site; on paper, its full address follows the text. */
export function SiteLink({
  to,
  children,
}: {
  to: '/privacy' | '/delete-account' | '/help'
  children: ReactNode
}) {
  const path = localePath(useLocale(), to)
  return (
    <Link to={path} data-print-url={`${site.siteUrl}${path}`}>
      {children}
    </Link>
  )
}
