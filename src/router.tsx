import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { routeTree } from '@/routeTree.gen'

export function createAppRouter(history?: RouterHistory, { prerendering = false } = {}) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Prerendered HTML carries no scroll-restoration script: the browser's router restores scroll.
    scrollRestoration: !prerendering,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /**
     * A page opened from a personal link (a token in its query): the host never stores it, search
     * engines never index it, and it stays out of sitemap.xml.
     */
    personal?: boolean
  }
}
