import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { LazyNotFound, notFoundSource } from '@/features/not-found/lazy-not-found'
import { locales, pathsOfRoute, type Locale } from '@/lib/locale'
import { commonWordsOf, loadCommonWords } from '@/locales/common-words'
import { loadPageHeads, pageHeadsOf } from '@/locales/page-heads'
import { deleteWords } from '@/features/delete-account/words-context'
import { landingWords } from '@/features/landing/words-context'
import { checkWords } from '@/features/message-check/words-context'
import { privacyDocument } from '@/features/policies/privacy-document'
import { termsDocument } from '@/features/policies/terms-document'
import { policyWords } from '@/features/policies/words-context'
import { notFoundWords } from '@/features/not-found/not-found-words'
import { resetWords } from '@/features/reset-password/words-context'
import { scamHelpWords } from '@/features/scam-help/words-context'
import { createAppRouter, type PrerenderOptions } from '@/router'

export { notFoundSource }
export { missingDictionaries } from '@/lib/dictionaries'

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

/** Each language's words in its web manifest: the app's name with its tagline, and the check. */
export async function installWords() {
  const entries = await Promise.all(
    locales.map(async (locale) => {
      await Promise.all([loadPageHeads(locale), loadCommonWords(locale)])
      const check = await checkWords[locale]()
      return [
        locale,
        {
          name: commonWordsOf(locale).shareImageAlt,
          description: pageHeadsOf(locale).landing.description,
          checkShortcut: { name: check.heading, short_name: check.check },
          screenshotLabels: pageHeadsOf(locale).landing.screenshotLabels,
        },
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** A language's dictionaries, for the Chromium tests' table of what each page shows. */
export async function dictionariesOf(locale: Locale) {
  await Promise.all([loadPageHeads(locale), loadCommonWords(locale)])
  const [landing, check, deleteAccount, resetPassword, scamHelp, privacy, terms, policies] =
    await Promise.all([
      landingWords[locale](),
      checkWords[locale](),
      deleteWords[locale](),
      resetWords[locale](),
      scamHelpWords[locale](),
      privacyDocument[locale](),
      termsDocument[locale](),
      policyWords[locale](),
    ])
  const heads = pageHeadsOf(locale)
  const notFound = notFoundWords[locale]
  const common = commonWordsOf(locale)
  return {
    ...{ heads, common, landing, check, deleteAccount, resetPassword, scamHelp, notFound },
    ...{ policies, privacy, terms },
  }
}
