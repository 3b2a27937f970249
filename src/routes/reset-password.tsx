import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page'

type ResetSearch = { token?: string; email?: string }

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    email: typeof search.email === 'string' ? search.email : undefined,
  }),
  head: () => ({
    meta: [
      { title: `Reset Password | ${site.appName}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ],
  }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return <ResetPasswordPage token={token} email={email} />
}
