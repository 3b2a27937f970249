import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { pageHead } from '@/lib/seo'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'

export const Route = createFileRoute('/delete-account')({
  head: () =>
    pageHead({
      title: `Delete Account | ${site.appName}`,
      description: `Delete your ${site.appName} account and its data without the app. Learn what is deleted and what is kept.`,
      path: '/delete-account',
    }),
  component: DeleteAccountPage,
})
