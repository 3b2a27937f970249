import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}

function fileFor(root: string, pathname: string): string | null {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(root, safe), join(root, `${safe}.html`), join(root, safe, 'index.html')]
  return (
    candidates.find(
      (file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile(),
    ) ?? null
  )
}

/** A static host for a build folder, like a CDN with clean URLs and an SPA fallback. */
export async function startStaticServer({ root, port = 0 }: { root: string; port?: number }) {
  let current = resolve(root)
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    const file = fileFor(current, pathname) ?? join(current, 'index.html')
    res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream')
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    )
    createReadStream(file).pipe(res)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    /** Deploys another build at the same address. */
    setRoot(next: string) {
      current = resolve(next)
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
