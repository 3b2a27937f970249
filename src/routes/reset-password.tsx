import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { useResetLink } from '@/features/reset-password/hooks/use-reset-link'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { useResetPassword } from '@/features/reset-password/hooks/use-reset-password'
import { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page'

export const Route = createFileRoute('/reset-password')({
  staticData: { personal: true },
  validateSearch: resetLinkSearch,
  head: () =>
    pageHead({
      ...enHeads.resetPassword,
      path: '/reset-password',
      noindex: true,
    }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = useResetLink(Route.useSearch())
  return <ResetPasswordPage {...useResetPassword(token, email)} />
}
