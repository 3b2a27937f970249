import { useLocale } from '@/components/locale-context'
import { NotFoundPage } from './components/not-found-page'
import { NotFoundWordsProvider, notFoundWords } from './not-found-words'

/** The 404 page in the language of the path's folder; loaded only where a path has no page. */
export function NotFoundRoute() {
  return (
    <NotFoundWordsProvider words={notFoundWords[useLocale()]}>
      <NotFoundPage />
    </NotFoundWordsProvider>
  )
}
