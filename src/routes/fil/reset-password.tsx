import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { filHeads } from '@/locales/fil/heads'
import { useResetLink } from '@/features/reset-password/hooks/use-reset-link'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { useResetPassword } from '@/features/reset-password/hooks/use-reset-password'
import { ResetPasswordPage } from '@/features/reset-password/components/reset-password-page'
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
  const { token, email } = useResetLink(Route.useSearch())
  return (
    <ResetPasswordPage
      {...useResetPassword(token, email, filResetMessages)}
      messages={filResetMessages}
      words={filResetPageWords}
    />
  )
}
