import { readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile, type HeaderRule } from '../build-plugins/headers-file'
import { htmlFor } from '../build-plugins/site-pages'
import { proxy } from './api-proxy'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}
const compressible = /^(text\/|image\/svg|image\/x-icon|application\/(json|xml|manifest))/
type Encoding = 'br' | 'gzip' | 'identity'
const encoders: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (bytes) => gzipSync(bytes, { level: 9 }),
  identity: (bytes) => bytes,
}
const cache = new Map<string, { mtime: number; body: Buffer }>()

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function negotiate(acceptEncoding = ''): Encoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : 'identity'
}

/** The host's rules from the build's `_headers`, as Netlify and Cloudflare Pages apply them. */
function hostRules(root: string): HeaderRule[] {
  const file = resolve(root, '_headers')
  return isFile(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : []
}

const hostFiles = new Set(['/_headers', '/_redirects'])

function isFile(file: string) {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
}

/** The file under root that answers a path, or null when the path escapes root. */
function resolveFile(root: string, pathname: string): { file: string; status: number } | null {
  const file = resolve(root, `.${pathname}`)
  if (pathname.includes('\0') || (file !== root && !file.startsWith(root + sep))) return null
  if (isFile(file)) return { file, status: 200 }
  const page = htmlFor(pathname)
  return { file: resolve(root, page.file), status: page.status }
}

function body(file: string, encoding: Encoding): Buffer {
  const key = `${encoding}:${file}`
  const mtime = statSync(file).mtimeMs
  const hit = cache.get(key)
  if (hit?.mtime === mtime) return hit.body
  const bytes = encoders[encoding](readFileSync(file))
  cache.set(key, { mtime, body: bytes })
  return bytes
}

function serve(root: string, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  let pathname: string
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
  } catch {
    res.writeHead(400).end()
    return
  }
  const found = hostFiles.has(pathname)
    ? { file: resolve(root, htmlFor(pathname).file), status: 404 }
    : resolveFile(root, pathname)
  if (!found) {
    res.writeHead(403).end()
    return
  }
  const type = types[extname(found.file)] ?? 'application/octet-stream'
  const encoding = compressible.test(type) ? negotiate(req.headers['accept-encoding']) : 'identity'
  const bytes = body(found.file, encoding)
  // Lower-case names throughout, so the host's rules replace the defaults instead of repeating them.
  res.writeHead(found.status, {
    'content-type': type,
    'content-length': bytes.length,
    'cache-control': pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    ...(compressible.test(type) && { vary: 'Accept-Encoding' }),
    ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    ...headersFor(hostRules(root), pathname),
  })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

/** A static host for a build folder, like a CDN: clean URLs, app shell, 404 page, brotli. */
export async function startStaticServer(options: {
  root: string
  port?: number
  /** An origin that answers `/api/*`, e.g. the local API. */
  apiProxy?: string
}) {
  let current = resolve(options.root)
  const server = createServer((req, res) => {
    const path = req.url ?? '/'
    if (options.apiProxy && (path === '/api' || /^\/api[/?]/.test(path))) {
      proxy(options.apiProxy, req, res).catch((error: unknown) => {
        console.error('static-server: proxy failed', error)
        if (!res.headersSent) res.writeHead(502)
        res.end()
      })
      return
    }
    try {
      serve(current, req, res)
    } catch (error) {
      console.error('static-server: request failed', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    /** Deploys another build at the same address. */
    setRoot(next: string) {
      current = resolve(next)
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

const entry = process.argv[1]
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4173' },
      'api-proxy': { type: 'string' },
    },
  })
  const { root, port, 'api-proxy': apiProxy } = values
  const host = await startStaticServer({ root, port: Number(port), apiProxy })
  console.log(`Serving ${root} at ${host.url}${apiProxy ? ` (/api -> ${apiProxy})` : ''}`)
}
