import { createFileRoute } from '@tanstack/react-router'
import { parseLocaleParam } from '@/lib/locale'

/**
 * Every page in every language: no segment for the default language, a language's folder for
 * another (`/fil/terms`). A first segment that names no language matches no page: a 404.
 */
export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParam },
})
