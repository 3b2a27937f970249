import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { htmlFor } from './site-pages.ts'

/** `vite preview` answers pages as a static host would: clean URLs, the app shell, a real 404. */
export function previewRoutes(): Plugin {
  return {
    name: 'site-preview-routes',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir)
      server.middlewares.use((req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost')
        const isPage = req.method === 'GET' || req.method === 'HEAD'
        const asset = join(outDir, pathname)
        if (
          !isPage ||
          pathname.startsWith('/api/') ||
          (existsSync(asset) && statSync(asset).isFile())
        ) {
          return next()
        }
        const { file, status } = htmlFor(pathname)
        res.statusCode = status
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(readFileSync(join(outDir, file)))
      })
    },
  }
}
