import { HeadContent, Outlet, createRootRoute } from '@tanstack/react-router'
import { FlashMessage } from '@/components/flash-message'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ServiceWorkerPrompt } from '@/components/service-worker-prompt'
import { siteSharingMeta } from '@/lib/seo'
import { NotFoundPage } from '@/features/not-found/components/not-found-page'

export const Route = createRootRoute({
  head: () => ({ meta: siteSharingMeta() }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <FlashMessage />
        <Outlet />
      </main>
      <SiteFooter />
      <ServiceWorkerPrompt />
    </>
  )
}
