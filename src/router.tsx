import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
