import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createAppRouter } from '@/router'

/** Renders one URL of the site to HTML at build time. */
export async function render(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }), {
    prerendering: true,
  })
  await router.load()
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  return { html }
}

/** The site's indexable pages, read from the route tree. */
export function sitemapPaths(): string[] {
  const router = createAppRouter(createMemoryHistory(), { prerendering: true })
  return Object.entries(router.routesByPath)
    .filter(([, route]) => route.options.staticData?.sitemap !== false)
    .map(([path]) => path)
    .sort()
}
