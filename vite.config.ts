/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkGroups } from './build-plugins/chunk-groups.ts'
import { entryCompileHint } from './build-plugins/compile-hints.ts'
import { dictionaryModules } from './build-plugins/dictionary-modules.ts'
import { hostFiles } from './build-plugins/host-files.ts'
import { offlineBasePaths } from './build-plugins/offline-pages.ts'
import { ocrFiles } from './build-plugins/ocr-files.ts'
import { prerender } from './build-plugins/prerender.ts'
import {
  loadRouteTable,
  notFoundPage,
  notFoundPageFor,
  notFoundPages,
  serverOutDir,
} from './build-plugins/route-table.ts'
import { seoFiles } from './build-plugins/seo-files.ts'
import { storeQr } from './build-plugins/store-qr.ts'
import { languageManifests, siteManifest } from './build-plugins/web-manifest.ts'
import { siteDefaults } from './src/config/defaults.ts'
import {
  basePath,
  localeOfPath,
  localePath,
  localePrefix,
  prefixedLocales,
} from './src/lib/locale.ts'
import type { WorkerSettings } from './src/service-worker/settings.ts'

const localApiPort = Number(process.env.LOCAL_API_PORT ?? 8787)
const isClient = (environment: { name: string }) => environment.name === 'client'
const cleanUrl = (url: string) =>
  url === 'index.html' ? '/' : url.endsWith('.html') ? url.slice(0, -'.html'.length) : url
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const apiBase = (env.VITE_API_BASE_URL || siteDefaults.apiBaseUrl).replace(/\/+$/, '')
  // Requests to the API, same-origin or at a configured cross-origin base, never touch a cache.
  const apiPatterns = [/\/api\//, new RegExp(`^${escapeRegExp(apiBase)}(/|$)`)]
  const offlinePaths = offlineBasePaths()
  // What the service worker's routes need to know (src/service-worker/settings.ts).
  const serviceWorker: WorkerSettings = {
    api: apiPatterns.map((pattern) => pattern.source),
    notFound: notFoundPage.path,
    languages: prefixedLocales.map((locale) => ({
      pattern: `^[a-z]+://[^/]+${escapeRegExp(localePrefix(locale))}([/?#]|$)`,
      cacheName: `${locale}-pages`,
      notFound: notFoundPageFor(`${localePrefix(locale)}/`).path,
      offline: [
        ...offlinePaths.map((path) => localePath(locale, path)),
        notFoundPageFor(`${localePrefix(locale)}/`).path,
      ],
    })),
  }

  return {
    define: { __SERVICE_WORKER__: JSON.stringify(serviceWorker) },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      dictionaryModules(),
      react(),
      storeQr({
        url: env.VITE_ANDROID_STORE_URL?.trim() || siteDefaults.androidStoreUrl,
        cacheDir: 'node_modules/.store-qr',
      }),
      ocrFiles(),
      prerender({ apiBase }),
      entryCompileHint(),
      seoFiles({ siteUrl: (env.VITE_SITE_URL || siteDefaults.siteUrl).replace(/\/+$/, '') }),
      languageManifests(),
      hostFiles({ apiOrigin: /^https?:\/\//.test(apiBase) ? new URL(apiBase).origin : null }),
      ...VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        // `npm run dev` serves the manifest and links it; with no register script and the app
        // registering only in production builds, no service worker runs in dev.
        devOptions: { enabled: true },
        manifest: siteManifest(fileURLToPath(new URL('./manifest.webmanifest', import.meta.url)), {
          appName: env.VITE_APP_NAME,
          androidStoreUrl: env.VITE_ANDROID_STORE_URL,
        }),
        // The app's icons are read by the phone when it installs the site, online: not precached.
        includeManifestIcons: false,
        // The worker is the site's own (src/service-worker/sw.ts): it answers the share sheet's POST.
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        injectManifest: {
          // One self-contained script: no importScripts, which Trusted Types would refuse.
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
          globIgnores: [
            // Shown on desktops only: phones never fetch it.
            'assets/store-qr-*.svg',
            'screenshots/**',
            'og-image.png',
            'pwa-*.png',
            'maskable-icon-*.png',
            'apple-touch-icon-*.png',
            'robots.txt',
            // The tab's icon offline is the SVG one; the .ico serves browsers that show no SVG icon.
            'favicon.ico',
            'sitemap.xml',
            // Another language's install is read by the phone when installing from its pages;
            // the site's own is added to the precache by the plugin itself.
            'manifest.*.webmanifest',
            'manifest.webmanifest',
            // Another language's words: fetched by the worker once a page of that language is read.
            ...prefixedLocales.map((locale) => `assets/*.${locale}-*.js`),
            // The offer of another language, read online with that language's words.
            'assets/language-offer-notice-*.js',
            // The picture reader: loaded when a visitor gives a picture, then kept by the worker.
            'ocr/**',
            'assets/picture-reader-*.js',
          ],
          // Pages are precached under their clean URLs, which every host answers without a redirect.
          // Only the route table's precached pages: other languages' pages are cached when read
          // (the worker's routes), so a first visit stays one language's size.
          manifestTransforms: [
            async (entries) => {
              const table = await loadRouteTable()
              // The worker's list, read from the route files, must be the route tree's.
              for (const locale of prefixedLocales) {
                const kept = table
                  .filter((page) => page.offline && localeOfPath(page.path) === locale)
                  .map((page) => basePath(page.path))
                if (kept.sort().join() !== offlinePaths.join())
                  throw new Error(`offline pages: the route tree has ${kept}, not ${offlinePaths}`)
              }
              const later = table.filter((page) => !page.precached)
              const skipped = new Set(
                [...later, ...notFoundPages.filter((page) => page.under !== '/')].map(
                  (page) => page.file,
                ),
              )
              return {
                manifest: entries
                  .filter((entry) => !skipped.has(entry.url))
                  .map((entry) => ({ ...entry, url: cleanUrl(entry.url) })),
                warnings: [],
              }
            },
          ],
        },
      }).map((plugin) => ({ ...plugin, applyToEnvironment: isClient })),
    ],
    environments: {
      client: {
        build: {
          // Terser, reading property reads as pure, packs every chunk smaller than the default
          // minifier: the check's own script by 350 B brotli.
          minify: 'terser',
          terserOptions: {
            ecma: 2020,
            module: true,
            toplevel: true,
            compress: { passes: 3, pure_getters: true },
          },
          rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
        },
      },
      ssr: {
        build: {
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          // The service worker registration only runs in the browser, after hydration.
          rollupOptions: { input: 'src/entry-server.tsx', external: [/^virtual:pwa-register/] },
        },
      },
    },
    builder: {
      // The server bundle first: the client build prerenders with it before the service worker is made.
      async buildApp(builder) {
        const { client, ssr } = builder.environments
        if (!client || !ssr) throw new Error('the client and ssr environments are both needed')
        await builder.build(ssr)
        await builder.build(client)
      },
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The router's store asks for the pre-React-18 shim; React 19 has the hook built in.
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: 'use-sync-external-store/with-selector.js',
        },
        // The registration's library in its ES2017 build: its package points bundlers at the ES5
        // one, twice the size, for browsers that cannot run this site's modules anyway.
        {
          find: /^workbox-window$/,
          replacement: 'workbox-window/build/workbox-window.prod.mjs',
        },
        // linkify-it's Unicode classes, punctuation read from the platform's own tables.
        {
          find: /^uc\.micro$/,
          replacement: fileURLToPath(new URL('./src/lib/unicode-categories.ts', import.meta.url)),
        },
      ],
    },
    build: {
      // Images stay files of their own, cacheable and able to show their fallback when blocked.
      assetsInlineLimit: 0,
      // Which chunks each route needs: the prerender preloads them, then removes the manifest.
      manifest: true,
      // Every browser the site supports preloads modules itself.
      modulePreload: { polyfill: false },
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${localApiPort}` },
    },
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      // Bundled as the site bundles it, so that linkify-it reads the aliased Unicode classes.
      server: { deps: { inline: ['linkify-it'] } },
      // Vitest leaves one core free by default; on a two-core runner that halves the speed.
      maxWorkers: '100%',
    },
  }
})
