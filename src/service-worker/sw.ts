/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  addPlugins,
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies'
import { ocrFolder } from '@/config/ocr-files'
import { offlineFallbacks } from './offline-fallback'
import { workerSettings } from './settings'
import { shareInbox, shareLanding } from './share-target'

declare const self: ServiceWorkerGlobalScope

const isNavigation = ({ request }: { request: Request }) => request.mode === 'navigate'
// Offline, a page the host cannot send: its language's 404 page when kept, else the default
// language's (src/service-worker/offline-fallback.ts).
const offline = {
  handlerDidError: async ({ request }: { request: Request }) => {
    for (const { url, cacheName } of offlineFallbacks(request.url, workerSettings)) {
      const kept =
        (await matchPrecache(url)) ?? (cacheName && (await caches.match(url, { cacheName })))
      if (kept) return kept
    }
    return undefined
  },
}

// A precached file that may change is asked of the host with its validator rather than whole: the
// page the visitor has just opened comes back as a 304, not a second time; a changed one comes whole.
addPlugins([
  {
    requestWillFetch: async ({ request }) =>
      request.cache === 'reload' ? new Request(request, { cache: 'no-cache' }) : request,
  },
])
// Every page of the first visit, under its clean URL; a page's query never picks another entry.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] })
cleanupOutdatedCaches()
clientsClaim()

// Requests to the API, same-origin or at a configured cross-origin base, never touch a cache.
for (const pattern of workerSettings.api) registerRoute(new RegExp(pattern), new NetworkOnly())

// The picture reader's files: kept once read (their folders are versioned), never precached.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(ocrFolder),
  new CacheFirst({
    cacheName: 'picture-reader',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 8 }),
    ],
  }),
)

// The site's other scripts (another language's words, the picture reader): named by their hash,
// kept once read.
const assets = new CacheFirst({
  cacheName: 'assets',
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 120 }),
  ],
})
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  assets,
)

// A page's other forms and a personal link (a query) are never kept: the host answers.
registerRoute(
  ({ request, url }) =>
    isNavigation({ request }) && (url.search !== '' || /.(\/|\.html)$/.test(url.pathname)),
  new NetworkOnly({ plugins: [offline] }),
)

// A page of another language, from the network, else as it was last read here, else its 404 page.
// The first page read of a language also brings its offline pages and their scripts.
const warmed = new Set<string>()
for (const language of workerSettings.languages) {
  const pages = new NetworkFirst({
    cacheName: language.cacheName,
    networkTimeoutSeconds: 10,
    plugins: [
      new ExpirationPlugin({ maxEntries: 20 }),
      // Only a page itself: never a redirect, an error or a host's opaque answer.
      new CacheableResponsePlugin({ statuses: [200] }),
      offline,
      {
        handlerDidComplete: async ({ event, response }) => {
          if (response?.ok && !warmed.has(language.cacheName)) {
            warmed.add(language.cacheName)
            await keepOffline(language.offline, pages, event).catch(() =>
              warmed.delete(language.cacheName),
            )
          }
        },
      },
    ],
  })
  registerRoute(new RegExp(language.pattern), pages)
}

/** Each page (from the precache, else its language's cache, else the host) and the scripts it preloads. */
async function keepOffline(paths: string[], pages: NetworkFirst, event: ExtendableEvent) {
  const cache = await caches.open(pages.cacheName)
  const page = async (path: string) =>
    (await matchPrecache(path)) ??
    (await cache.match(path)) ??
    (await pages.handle({ event, request: path }))
  const scripts = new Set<string>()
  for (const html of await Promise.all(paths.map(async (path) => (await page(path)).text())))
    for (const [, src] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) scripts.add(src!)
  await Promise.all(
    [...scripts].map(
      async (src) => (await matchPrecache(src)) ?? assets.handle({ event, request: src }),
    ),
  )
}

// Any other navigation goes to the host (a file, or its 404 page); offline: the 404 page.
registerRoute(isNavigation, new NetworkOnly({ plugins: [offline] }))

// The share sheet posts to a check page: answered here, the host never sees what was shared.
const inbox = shareInbox()
registerRoute(
  ({ url }) => url.origin === self.location.origin && shareLanding(url.pathname) !== null,
  async ({ request, event }) => {
    const { response, kept } = inbox.receive(request)
    ;(event as ExtendableEvent).waitUntil(kept)
    return response
  },
  'POST',
)

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (data?.type === 'SHARE_INBOX') {
    const port = event.ports[0]
    event.waitUntil(inbox.take().then((item) => port?.postMessage(item)))
  }
})
