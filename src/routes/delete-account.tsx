import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '@/lib/seo'
import { DeleteAccountPage } from '@/features/delete-account/components/delete-account-page'
import { deletePageWords } from '@/features/delete-account/page-words'

export const Route = createFileRoute('/delete-account')({
  head: () => pageHead({ ...deletePageWords.head, path: '/delete-account' }),
  component: DeleteAccountPage,
})
