import { preloadable } from '@/lib/preloadable'

/** The module the prerender preloads on every 404 page (see `build-plugins/prerender.ts`). */
export const notFoundSource = 'src/features/not-found/not-found-route.tsx'

/** The 404 page, in a file of its own: no other page downloads it. */
export const LazyNotFound = preloadable(() =>
  import('./not-found-route').then((module) => ({ default: module.NotFoundRoute })),
)
