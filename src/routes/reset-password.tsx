import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { pageHead } from '@/lib/seo'
import { ResetPasswordScreen } from '@/features/reset-password/components/reset-password-screen'

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
      noindex: true,
    })
    return { meta: [...meta, { name: 'referrer', content: 'no-referrer' }], links }
  },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return <ResetPasswordScreen search={Route.useSearch()} />
}
