import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { ResetPasswordScreen } from '@/features/reset-password/components/reset-password-screen'
import { enResetWords } from '@/features/reset-password/words/en'
import { ResetWordsProvider } from '@/features/reset-password/words-context'

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
  return (
    <ResetWordsProvider words={enResetWords}>
      <ResetPasswordScreen search={Route.useSearch()} />
    </ResetWordsProvider>
  )
}
