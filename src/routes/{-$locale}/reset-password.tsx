import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam } from '@/lib/locale'
import { localePageHead } from '@/lib/seo'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { ResetPasswordScreen } from '@/features/reset-password/components/reset-password-screen'
import { ResetWordsProvider } from '@/features/reset-password/words-context'
import { loadResetPage } from '@/features/reset-password/load-reset-page'

export const Route = createFileRoute('/{-$locale}/reset-password')({
  staticData: { personal: true },
  validateSearch: resetLinkSearch,
  loader: ({ params, location, cause }) =>
    loadResetPage(
      localeOfParam(params.locale),
      resetLinkSearch(location.search),
      cause === 'enter',
    ),
  head: ({ params }) =>
    localePageHead(params.locale, 'resetPassword', '/reset-password', { noindex: true }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  return (
    <ResetWordsProvider words={Route.useLoaderData()}>
      <ResetPasswordScreen search={Route.useSearch()} />
    </ResetWordsProvider>
  )
}
