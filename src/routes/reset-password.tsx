import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { resetLinkSearch, useResetLink } from '@/features/reset-password/hooks/use-reset-link'
import { useResetPassword } from '@/features/reset-password/hooks/use-reset-password'
import { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page'
import { resetPageWords } from '@/features/reset-password/page-words'

export const Route = createFileRoute('/reset-password')({
  staticData: { personal: true },
  validateSearch: resetLinkSearch,
  head: () => {
    const { meta, links } = pageHead({
      ...resetPageWords.head,
      path: '/reset-password',
      noindex: true,
    })
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }], links }
  },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = useResetLink(Route.useSearch())
  return <ResetPasswordPage {...useResetPassword(token, email)} />
}
