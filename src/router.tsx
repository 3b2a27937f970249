import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { JSX, ReactNode } from 'react'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { routeTree } from '@/routeTree.gen'

/** What the prerender's router adds to the browser's (see entry-server.tsx). */
export interface PrerenderOptions {
  InnerWrap: (props: { children: ReactNode }) => JSX.Element
}

/** The site's router: the browser's, or the prerender's when given its options. */
export function createAppRouter(history?: RouterHistory, prerender?: PrerenderOptions) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Prerendered HTML carries no scroll-restoration script: the browser's router restores scroll.
    scrollRestoration: !prerender,
    ...prerender,
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
    /**
     * A page of a language other than the default that the service worker still precaches (the
     * default language's pages always are): one a visitor needs offline before reading it once.
     */
    offline?: boolean
    /**
     * A page the share sheet opens with a visitor's text in its query: no browser or host cache
     * keeps it, and the service worker answers it from its precache in every language.
     */
    sharedText?: boolean
  }
}
