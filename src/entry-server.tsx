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

/** Every page of the route tree, with the rules its route file declares in `staticData`. */
export function routePages(): { path: string; personal: boolean }[] {
  const router = createAppRouter(createMemoryHistory(), { prerendering: true })
  return Object.entries(router.routesByPath)
    .map(([path, route]) => ({ path, personal: route.options.staticData?.personal === true }))
    .sort((a, b) => a.path.localeCompare(b.path))
}
