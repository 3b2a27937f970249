/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url))

/** The top-level manifest.webmanifest is the one source: served in dev, emitted by the build. */
function webManifest(): Plugin {
  return {
    name: 'site-web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(readFileSync(manifestPath))
      })
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle() {
      const source = JSON.stringify(JSON.parse(readFileSync(manifestPath, 'utf8')))
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source })
    },
  }
}

const localApiPort = Number(process.env.LOCAL_API_PORT ?? 8787)

export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), webManifest()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // Images stay files of their own, cacheable and able to show their fallback when blocked.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${localApiPort}` },
  },
  preview: {
    proxy: { '/api': `http://127.0.0.1:${localApiPort}` },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
})
