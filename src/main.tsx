import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { htmlLang, localeOfPath } from '@/lib/locale'
import { rememberSwitchOnArrival } from '@/lib/locale-choice'
import { installTrustedTypesPolicy } from '@/lib/trusted-types'
import { LazyNotFound } from '@/features/not-found/lazy-not-found'
import { nextTask } from '@/lib/next-task'
import { createAppRouter } from '@/router'
import { forgetSessionUnlessReloaded } from '@/stores/session-on-load'
import '@/styles/global.css'
import '@/styles/layout.css'
import '@/styles/pages.css'
import '@/styles/forms.css'
import '@/styles/print.css'

installTrustedTypesPolicy()
// Every page discards a stored session that is stale or not this page's reload.
forgetSessionUnlessReloaded()
rememberSwitchOnArrival()
const container = document.getElementById('root')
type AppRouter = ReturnType<typeof createAppRouter>

/** Whether the URL resolved to the page the HTML was prerendered for ('404': no page). */
function matchesPrerenderedRoute(router: AppRouter, route: string): boolean {
  const leaf = router.state.matches.at(-1)
  // The root alone, or the `{-$locale}` layout alone (`/fil/nope`), is no page.
  const isPage =
    leaf !== undefined &&
    leaf.status !== 'notFound' &&
    leaf.routeId !== '__root__' &&
    !leaf.routeId.endsWith('}')
  if (route === '404') return !isPage
  // An index page's path may end with a slash (`/fil/`), its prerendered path does not.
  return isPage && leaf.pathname.replace(/(.)\/$/, '$1') === route
}

/**
 * Whether this 404 page is the service worker's answer, offline, for a page it has not kept: the
 * address's page or words cannot load, or the page is in another language. It stays as it was sent.
 */
function isOfflineStandIn(router: AppRouter): boolean {
  const addressLang = htmlLang[localeOfPath(window.location.pathname)]
  return (
    document.documentElement.lang !== addressLang ||
    router.state.matches.some((match) => match.status === 'error')
  )
}

async function start(root: HTMLElement) {
  // The scripts' own evaluation is one task, the router's first load the next: no long task.
  await nextTask()
  const router = createAppRouter()
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  const route = root.dataset.route
  await router.load()
  // A 404 page hydrates with its own file already here (its HTML preloads it).
  if (route === '404') await LazyNotFound.preload()
  if (route === '404' && isOfflineStandIn(router)) return
  if (route && matchesPrerenderedRoute(router, route)) {
    // As a transition, hydration yields to the browser every few milliseconds: no long task.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration error', error),
      })
    })
    return
  }
  // Served a prerendered page for another route (a host's fallback): render from scratch.
  root.replaceChildren()
  createRoot(root).render(app)
}

if (container) void start(container)
