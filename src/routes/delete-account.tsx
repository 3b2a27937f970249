import { createFileRoute } from '@tanstack/react-router'
import { site } from '@/config/site'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'

export const Route = createFileRoute('/delete-account')({
  head: () => ({
    meta: [
      { title: `Delete Account | ${site.appName}` },
      {
        name: 'description',
        content: `Delete your ${site.appName} account and its data without the app. Learn what is deleted and what is kept.`,
      },
    ],
  }),
  component: DeleteAccountPage,
})
