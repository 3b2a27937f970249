import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

type Overrides = { appName?: string; androidStoreUrl?: string }

/** The top-level manifest.webmanifest is the one source: served in dev, emitted and linked by the build. */
export function webManifest(path: string, overrides: Overrides): Plugin {
  const read = () => {
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
    if (overrides.appName) {
      manifest.name = `${overrides.appName}: Is this a scam?`
      manifest.short_name = overrides.appName
    }
    if (overrides.androidStoreUrl && Array.isArray(manifest.related_applications)) {
      manifest.related_applications = manifest.related_applications.map(
        (app: Record<string, unknown>) =>
          app.platform === 'play' ? { ...app, url: overrides.androidStoreUrl } : app,
      )
    }
    return JSON.stringify(manifest)
  }

  return {
    name: 'site-web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json')
        res.end(read())
      })
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
    ],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: read() })
    },
  }
}
