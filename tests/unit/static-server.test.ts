// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatHeadersFile } from '../../build-plugins/headers-file'
import { headerRules } from '../../build-plugins/host-headers'
import { formatRedirectsFile, redirectRules } from '../../build-plugins/redirects-file'
import type { SitePage } from '../../build-plugins/route-table'
import { startStaticServer } from '../../scripts/static-server'

type Reply = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

const pages = ['index.html', 'privacy.html', 'terms.html', 'reset-password.html', '404.html']
const script = `console.log(${JSON.stringify('hello '.repeat(200))})`

// A build folder inside a temp dir whose package.json must never be served.
function makeSite(label: string) {
  const base = mkdtempSync(join(tmpdir(), 'static-server-'))
  writeFileSync(join(base, 'package.json'), '{"secret":true}')
  const root = join(base, 'dist')
  mkdirSync(join(root, 'assets'), { recursive: true })
  for (const page of pages) writeFileSync(join(root, page), `<h1>${label} ${page}</h1>`)
  writeFileSync(join(root, 'assets', 'main-abc123.js'), script)
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Scam Check"}')
  writeFileSync(join(root, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  // The host's files as the build writes them.
  const sitePages = ['/', '/privacy', '/terms', '/reset-password'].map((path): SitePage => ({
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    personal: path === '/reset-password',
    cacheControl: path === '/reset-password' ? 'no-store' : 'no-cache',
    indexed: path !== '/reset-password',
    readsPictures: false,
    precached: true,
    offline: true,
  }))
  const rules = headerRules({
    pages: sitePages,
    inline: { styles: [], scripts: [] },
    apiOrigin: null,
  })
  writeFileSync(join(root, '_headers'), formatHeadersFile(rules))
  writeFileSync(join(root, '_redirects'), formatRedirectsFile(redirectRules))
  return root
}

let root: string
let next: string
let host: Awaited<ReturnType<typeof startStaticServer>>

// Raw requests: fetch would decode the body and hide what went over the wire.
function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<Reply>((done, fail) => {
    const req = request(`${host.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end(body)
  })
}

beforeAll(async () => {
  root = makeSite('first')
  next = makeSite('next')
  host = await startStaticServer({ root })
})
afterAll(async () => {
  await host.close()
  for (const dir of [root, next]) rmSync(dirname(dir), { recursive: true, force: true })
})

describe('startStaticServer', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/privacy', 'privacy.html', 200],
    ['/reset-password?token=x', 'reset-password.html', 200],
    ['/404', '404.html', 200],
    ['/nope', '404.html', 404],
    ['/privacy/more', '404.html', 404],
    ['/_headers', '404.html', 404],
    ['/fil/..%2f_headers', '404.html', 404],
    ['/assets/%2e%2e/_headers', '404.html', 404],
  ])('answers %s with %s and status %i', async (path, file, status) => {
    const reply = await get(path)
    expect(reply.status).toBe(status)
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(reply.body.toString()).toBe(`<h1>first ${file}</h1>`)
  })

  it.each([
    ['/terms/', '/terms'],
    ['/terms.html', '/terms'],
    ['/terms.html/', '/terms'],
    ['/index.html', '/'],
    ['/index.html/', '/'],
    ['/reset-password/?token=a+b%2B', '/reset-password?token=a+b%2B'],
  ])('redirects %s to %s once, as Cloudflare Pages does', async (path, location) => {
    const reply = await get(path)
    expect(reply.status).toBe(308)
    expect(reply.headers['location']).toBe(location)
  })

  it.each(['/nope', '/assets/gone-abc123.js', '/privacy.html/more'])(
    'answers %s with the 404 page, its headers and no-store, never a year of caching',
    async (path) => {
      const reply = await get(path)
      expect(reply.status).toBe(404)
      expect(reply.headers['cache-control']).toBe('no-store')
      expect(reply.headers['content-security-policy']).toContain("default-src 'self'")
    },
  )

  it('serves real files with their content type and cache policy', async () => {
    const asset = await get('/assets/main-abc123.js')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const manifest = await get('/manifest.webmanifest')
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    const icon = await get('/icon.png', { 'accept-encoding': 'br' })
    expect(icon.headers['content-type']).toBe('image/png')
    expect(icon.headers['content-encoding']).toBeUndefined()
  })

  it('negotiates brotli, then gzip, else identity', async () => {
    const path = '/assets/main-abc123.js'
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toBe('Accept-Encoding')
    expect(Number(br.headers['content-length'])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(br.body).toString()).toBe(script)

    const gzip = await get(path, { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)

    const plain = await get(path)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['content-length']).toBe(String(script.length))
    expect(plain.body.toString()).toBe(script)
  })

  it('answers HEAD with the headers only', async () => {
    const head = await get('/privacy', { 'accept-encoding': 'br' }, 'HEAD')
    const full = await get('/privacy', { 'accept-encoding': 'br' })
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
    expect(head.body.length).toBe(0)
  })

  it.each([
    '/../package.json',
    '/..%2fpackage.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
  ])('never serves files outside the root: %s', async (path) => {
    const reply = await get(path)
    expect(reply.status).toBeGreaterThanOrEqual(400)
    expect(reply.body.toString()).not.toContain('secret')
  })

  it('serves another build after setRoot', async () => {
    host.setRoot(next)
    try {
      expect((await get('/terms')).body.toString()).toBe('<h1>next terms.html</h1>')
    } finally {
      host.setRoot(root)
    }
  })

  it('answers every unknown path with index.html and 200 when told it serves a single-page app', async () => {
    const previous = host
    host = await startStaticServer({ root, spaFallback: true })
    const unknown = ['/nope', '/delete-account?token=x', '/privacy/more', '/fil/nope', '/_headers']
    try {
      for (const path of unknown) {
        const reply = await get(path, { 'accept-encoding': 'br' })
        expect(reply.status, path).toBe(200)
        expect(reply.headers['content-type']).toBe('text/html; charset=utf-8')
        expect(brotliDecompressSync(reply.body).toString(), path).toBe('<h1>first index.html</h1>')
      }
      // Files that exist are still themselves, and nothing outside the root is reached.
      expect((await get('/privacy')).body.toString()).toBe('<h1>first privacy.html</h1>')
      expect((await get('/assets/main-abc123.js')).body.toString()).toBe(script)
      expect((await get('/..%2fpackage.json')).body.toString()).not.toContain('secret')
    } finally {
      await host.close()
      host = previous
    }
  })

  it('proxies /api/* to the API origin when asked', async () => {
    const api = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        const echo = { method: req.method, url: req.url, auth: req.headers.authorization, body }
        res.writeHead(201, { 'content-type': 'application/json', 'x-api': 'yes' })
        res.end(JSON.stringify(echo))
      })
    })
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done))
    const previous = host
    host = await startStaticServer({
      root,
      apiProxy: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    })
    try {
      const headers = { authorization: 'Bearer t', 'content-type': 'application/json' }
      const reply = await get('/api/v1/auth/login?x=1', headers, 'POST', '{"a":1}')
      expect(reply.status).toBe(201)
      expect(reply.headers['x-api']).toBe('yes')
      expect(JSON.parse(reply.body.toString())).toEqual({
        method: 'POST',
        url: '/api/v1/auth/login?x=1',
        auth: 'Bearer t',
        body: '{"a":1}',
      })
      expect((await get('/privacy')).status).toBe(200)
    } finally {
      await host.close()
      host = previous
      api.close()
    }
  })
})
