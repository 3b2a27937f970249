import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { LazyNotFound, notFoundSource } from '@/features/not-found/lazy-not-found'
import { pathsOfRoute } from '@/lib/locale'
import { createAppRouter, type PrerenderOptions } from '@/router'

export { notFoundSource }

/**
 * In the browser the router renders its matches inside a Suspense boundary, on the server it
 * does not: the prerender adds that boundary, so the HTML is what the browser hydrates.
 */
function BrowserSuspense({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}

const prerender: PrerenderOptions = { InnerWrap: BrowserSuspense }

/** Renders one URL of the site to HTML at build time. */
export async function render(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), prerender)
  await router.load()
  await LazyNotFound.preload()
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return { html }
}

type RoutePage = { path: string; personal: boolean; offline: boolean; sharedText: boolean }

/**
 * Every page of the route tree in every language (a page route under `{-$locale}` serves one per
 * language), with the rules its route file declares in `staticData`.
 */
export function routePages(): RoutePage[] {
  const router = createAppRouter(createMemoryHistory(), prerender)
  return Object.values(router.routesById)
    .filter((route) => !route.isRoot && !route.children)
    .flatMap((route) => {
      const {
        personal = false,
        offline = false,
        sharedText = false,
      } = route.options.staticData ?? {}
      return pathsOfRoute(route.fullPath).map((path) => ({ path, personal, offline, sharedText }))
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}
