import { createFileRoute } from '@tanstack/react-router'
import { localeOfParam, parseLocaleParam } from '@/lib/locale'
import { loadPageHeads } from '@/locales/page-heads'

/**
 * Every page in every language: no segment for the default language, a language's folder for
 * another (`/fil/terms`). A first segment that names no language matches no page: a 404.
 */
export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParam },
  loader: ({ params }) => loadPageHeads(localeOfParam(params.locale)),
})
