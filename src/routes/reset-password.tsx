import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { pageHead } from '@/lib/seo'
import { useResetLink } from '@/features/reset-password/hooks/use-reset-link'
import { useResetPassword } from '@/features/reset-password/hooks/use-reset-password'
import { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page'

type ResetSearch = { token?: string; email?: string }

export const Route = createFileRoute('/reset-password')({
  staticData: { personal: true },
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  head: () => {
    const { meta, links } = pageHead({
      title: `Reset Password | ${site.appName}`,
      description: `Choose a new password for your ${site.appName} account.`,
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
