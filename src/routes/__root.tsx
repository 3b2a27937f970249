import { HeadContent, Outlet, createRootRoute } from '@tanstack/react-router'
import { Suspense } from 'react'
import { FlashMessage } from '@/components/flash-message'
import { LanguageOffer } from '@/components/language-offer'
import { LocaleProvider, useCommonMessages, useLocale } from '@/components/locale-context'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { ServiceWorkerPrompt } from '@/components/service-worker-prompt'
import { localeOfPath } from '@/lib/locale'
import { siteSharingMeta } from '@/lib/seo'
import { loadCommonWords } from '@/locales/common-words'
import { LazyNotFound } from '@/features/not-found/lazy-not-found'

export const Route = createRootRoute({
  // The words the frame shares, in the path's language: a 404 in a language's folder has them too.
  // Before every move, awaited: the root's loader would run again only in the background.
  beforeLoad: ({ location }) => loadCommonWords(localeOfPath(location.pathname)),
  head: () => ({ meta: siteSharingMeta() }),
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <LocaleProvider>
      <HeadContent />
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <FlashMessage />
        <PageOutlet />
      </main>
      <SiteFooter />
      <NoScript />
      {/* One stack: a notice that comes later sits above, so nothing moves under a finger. */}
      <div className="floating-notices">
        <ServiceWorkerPrompt />
        <LanguageOffer />
      </div>
    </LocaleProvider>
  )
}

/** The page, drawn anew in another language: one route serves every language's page. */
function PageOutlet() {
  return <Outlet key={useLocale()} />
}

function NotFound() {
  return (
    <Suspense>
      <LazyNotFound />
    </Suspense>
  )
}

/** In each page's own language, for a browser that runs no script (the forms need one). */
function NoScript() {
  return <noscript>{useCommonMessages().noScript}</noscript>
}

function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      {useCommonMessages().skipLink}
    </a>
  )
}
