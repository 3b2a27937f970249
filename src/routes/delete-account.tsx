import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { enHeads } from '@/locales/en/heads'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'

export const Route = createFileRoute('/delete-account')({
  head: () => pageHead({ ...enHeads.deleteAccount, path: '/delete-account' }),
  component: DeleteAccountPage,
})
