import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, posix, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { headersFor, parseHeadersFile, type HeaderRule } from '../build-plugins/headers-file'
import { parseRedirectsFile, redirectFor } from '../build-plugins/redirects-file'
import { notFoundPageFor } from '../build-plugins/route-table'
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
  // The picture reader's core (4 MB) would take a minute at the best quality: a quick level for
  // files that large, as CDNs compress on the fly.
  br: (bytes) =>
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: bytes.length > 1_000_000 ? 5 : 11 },
    }),
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

/** The host's `_redirects`, read as Cloudflare Pages reads it. */
function hostRedirects(root: string) {
  const file = resolve(root, '_redirects')
  return isFile(file) ? parseRedirectsFile(readFileSync(file, 'utf8')) : []
}

/** A file, not a folder: false too where a part of the path is a file (`/page.html/index.html`). */
function isFile(file: string) {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false
  } catch {
    return false
  }
}

type Answer = { file: string; status: number } | { redirect: string } | null

/**
 * What Cloudflare Pages answers for a path: the file, `page.html` at its clean URL, one redirect
 * from `/page.html` and `/page/` to `/page`, else the nearest 404 page up the tree. Null when the path escapes root.
 * With `spaFallback`, as for a single-page app: `index.html` with status 200 instead of a 404 page.
 */
export function answerFor(root: string, requested: string, { spaFallback = false } = {}): Answer {
  // Rules apply to the path a file is served from: `/fil/..%2f_headers` is `/_headers`.
  const pathname = posix.normalize(requested)
  const inside = (path: string) => {
    const file = resolve(root, `.${path}`)
    return file === root || file.startsWith(root + sep) ? file : null
  }
  const notFound = spaFallback
    ? { file: resolve(root, 'index.html'), status: 200 }
    : { file: resolve(root, notFoundPageFor(pathname).file), status: 404 }
  const file = inside(pathname)
  if (pathname.includes('\0') || !file) return null
  // Files for the host itself (_headers, _nginx.conf) are not content.
  if (pathname.startsWith('/_')) return notFound
  const redirect = spaFallback ? null : redirectFor(hostRedirects(root), pathname)
  if (redirect !== null) return { redirect }
  if (pathname.endsWith('.html') && isFile(file)) {
    const clean = pathname.slice(0, -'.html'.length)
    return { redirect: clean.endsWith('/index') ? clean.slice(0, -'index'.length) : clean }
  }
  if (pathname.endsWith('/')) {
    if (isFile(join(file, 'index.html'))) return { file: join(file, 'index.html'), status: 200 }
    const page = pathname.slice(0, -1)
    return isFile(`${inside(page)}.html`) ? { redirect: page } : notFound
  }
  if (isFile(file)) return { file, status: 200 }
  if (isFile(`${file}.html`)) return { file: `${file}.html`, status: 200 }
  return notFound
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

function serve(root: string, spaFallback: boolean, req: IncomingMessage, res: ServerResponse) {
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
  const found = answerFor(root, pathname, { spaFallback })
  if (!found) {
    res.writeHead(403).end()
    return
  }
  if ('redirect' in found) {
    const { search } = new URL(req.url ?? '/', 'http://localhost')
    res.writeHead(308, {
      location: `${found.redirect}${search}`,
      ...headersFor(hostRules(root), pathname),
    })
    res.end()
    return
  }
  const type = types[extname(found.file)] ?? 'application/octet-stream'
  const encoding = compressible.test(type) ? negotiate(req.headers['accept-encoding']) : 'identity'
  const bytes = body(found.file, encoding)
  // A validator, as Cloudflare Pages and nginx send, for files that may change (a hashed asset
  // never does): a copy asked again unchanged is a 304.
  const immutable = pathname.startsWith('/assets/')
  const etag = immutable ? undefined : `"${createHash('sha1').update(bytes).digest('base64url')}"`
  if (etag && found.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag, ...headersFor(hostRules(root), pathname) }).end()
    return
  }
  // A 404 is its page, with that page's headers (never an asset's year of caching), and never kept.
  const notFound = found.status === 404
  const rulesPath = notFound ? notFoundPageFor(pathname).path : pathname
  // Lower-case names throughout, so the host's rules replace the defaults instead of repeating them.
  res.writeHead(found.status, {
    'content-type': type,
    'content-length': bytes.length,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(etag && !notFound && { etag }),
    ...(compressible.test(type) && { vary: 'Accept-Encoding' }),
    ...(encoding !== 'identity' && { 'content-encoding': encoding }),
    ...headersFor(hostRules(root), rulesPath),
    ...(notFound && { 'cache-control': 'no-store' }),
  })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

/** The build folder served as Cloudflare Pages serves it: its routing, its `_headers`, and brotli. */
export async function startStaticServer(options: {
  root: string
  port?: number
  host?: string
  /** An origin that answers `/api/*`, e.g. the local API. */
  apiProxy?: string
  /** Every unknown path gets `index.html` with status 200, as a single-page app is served. */
  spaFallback?: boolean
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
      serve(current, options.spaFallback ?? false, req, res)
    } catch (error) {
      console.error('static-server: request failed', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    }
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, host, done)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}`,
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
      'spa-fallback': { type: 'boolean', default: false },
    },
  })
  const { root, port, 'api-proxy': apiProxy, 'spa-fallback': spaFallback } = values
  const host = await startStaticServer({ root, port: Number(port), apiProxy, spaFallback })
  console.log(`Serving ${root} at ${host.url}${apiProxy ? ` (/api -> ${apiProxy})` : ''}`)
}
