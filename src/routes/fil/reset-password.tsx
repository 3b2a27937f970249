import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { ResetPasswordScreen } from '@/features/reset-password/components/reset-password-screen'
import { filResetWords } from '@/features/reset-password/words/fil'
import { ResetWordsProvider } from '@/features/reset-password/words-context'

export const Route = createFileRoute('/fil/reset-password')({
  staticData: { personal: true },
  validateSearch: resetLinkSearch,
  head: () =>
    pageHead({
      ...filHeads.resetPassword,
      path: '/reset-password',
      locale: 'fil',
      noindex: true,
    }),
  component: FilipinoResetPassword,
})

function FilipinoResetPassword() {
  return (
    <ResetWordsProvider words={filResetWords}>
      <ResetPasswordScreen search={Route.useSearch()} />
    </ResetWordsProvider>
  )
}
