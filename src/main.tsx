import { RouterProvider } from '@tanstack/react-router'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { rememberSwitchOnArrival } from '@/lib/locale-choice'
import { installTrustedTypesPolicy } from '@/lib/trusted-types'
import { createAppRouter } from '@/router'
import { restoreSessionOnLoad } from '@/stores/stored-session'
import '@/styles/global.css'
import '@/styles/layout.css'
import '@/styles/pages.css'
import '@/styles/forms.css'
import '@/styles/print.css'

installTrustedTypesPolicy()
// Every page discards a stored session that is stale or not this page's reload.
restoreSessionOnLoad()
rememberSwitchOnArrival()
const router = createAppRouter()
const container = document.getElementById('root')

/** Whether the URL resolved to the route the page was prerendered for ('404': no route). */
function matchesPrerenderedRoute(route: string): boolean {
  const leaf = router.state.matches.at(-1)?.routeId
  // An index route's id ends with a slash (`/fil/`), its page's path does not.
  return route === '404' ? leaf === '__root__' : leaf === route || leaf === `${route}/`
}

async function start(root: HTMLElement) {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  const route = root.dataset.route
  await router.load()
  if (route && matchesPrerenderedRoute(route)) {
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
