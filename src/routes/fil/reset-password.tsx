import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { ResetPasswordScreen } from '@/features/reset-password/components/reset-password-screen'
import { filResetMessages } from '@/features/reset-password/messages.fil'
import { filResetPageWords } from '@/features/reset-password/page-words.fil'

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
    <ResetPasswordScreen
      search={Route.useSearch()}
      messages={filResetMessages}
      words={filResetPageWords}
    />
  )
}
