// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineHashes } from '../../build-plugins/host-files'
import { formatHeadersFile, headersFor, parseHeadersFile } from '../../build-plugins/headers-file'
import { headerRules } from '../../build-plugins/host-headers'
import { nginxConfig } from '../../build-plugins/nginx-config'
import {
  formatRedirectsFile,
  parseRedirectsFile,
  redirectFor,
  redirectRules,
} from '../../build-plugins/redirects-file'
import type { SitePage } from '../../build-plugins/route-table'

const page = (path: string, personal = false): SitePage => ({
  path,
  file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
  personal,
  cacheControl: personal ? 'no-store' : 'no-cache',
  indexed: !personal,
  precached: true,
  offline: true,
  readsPictures: path.endsWith('/check'),
})
const pages = [
  page('/'),
  page('/privacy'),
  page('/reset-password', true),
  page('/check'),
  page('/fil/check'),
]
const rules = headerRules({
  pages,
  inline: { styles: ["'sha256-abc='"], scripts: ["'sha256-xyz='"] },
  apiOrigin: null,
})
// What Cloudflare Pages reads back from the written file.
const served = (path: string) => headersFor(parseHeadersFile(formatHeadersFile(rules)), path)

describe('the hosts’ header rules', () => {
  it('fit in the 100 rules Cloudflare Pages reads, for eight pages in each of three languages', () => {
    const paths = ['/', '/privacy', '/terms', '/delete-account', '/check', '/help', '/scams']
    const site = ['', '/fil', '/ceb'].flatMap((prefix) => [
      ...paths.map((path) => page(path === '/' && prefix ? prefix : `${prefix}${path}`)),
      page(`${prefix}/reset-password`, true),
    ])
    const all = headerRules({ pages: site, inline: { styles: [], scripts: [] }, apiOrigin: null })
    expect(parseHeadersFile(formatHeadersFile(all)).length).toBeLessThanOrEqual(100)
  })

  it('send the security headers with every page, the 404 page and the worker', () => {
    for (const path of ['/', '/privacy', '/privacy/', '/reset-password', '/nope', '/sw.js']) {
      const headers = served(path)
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('no-referrer')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  it('allow no inline or eval script, and the inlined styles by hash only', () => {
    const csp = served('/')['content-security-policy'] ?? ''
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'")
    for (const path of ['/privacy', '/check', '/nope', '/reset-password/x'])
      expect(served(path)['content-security-policy'], path).not.toContain('xyz')
    expect(/style-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'sha256-abc='")
    expect(csp).toMatch(/object-src 'none'/)
  })

  it('let a personal page alone run its inline script, by its hash', () => {
    const csp = served('/reset-password')['content-security-policy'] ?? ''
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' 'sha256-xyz='")
    expect(csp).toContain("require-trusted-types-for 'script'")
  })

  it('keep document headers off hashed assets, which stay immutable and nosniff', () => {
    const asset = served('/assets/index-abc123.js')
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset['x-content-type-options']).toBe('nosniff')
    expect(asset['content-security-policy']).toBeUndefined()
    expect(asset['permissions-policy']).toBeUndefined()
  })

  it('keep pages fresh, and personal pages unstored and unindexed, slash form included', () => {
    for (const path of ['/', '/privacy', '/privacy/', '/sw.js', '/manifest.webmanifest'])
      expect(served(path)['cache-control'], path).toBe('no-cache')
    for (const path of ['/reset-password', '/reset-password/', '/reset-password.html/']) {
      expect(served(path)['cache-control'], path).toBe('no-store')
      expect(served(path)['x-robots-tag'], path).toBe('noindex')
    }
    expect(served('/privacy')['x-robots-tag']).toBeUndefined()
  })

  it('let the check pages alone compile the picture reader and show its local preview', () => {
    for (const path of ['/check', '/fil/check']) {
      const csp = served(path)['content-security-policy'] ?? ''
      expect(/script-src ([^;]*)/.exec(csp)?.[1], path).toBe("'self' 'wasm-unsafe-eval'")
      expect(/img-src ([^;]*)/.exec(csp)?.[1], path).toBe("'self' data: blob:")
      expect(csp, path).toContain("worker-src 'self'")
      expect(csp, path).toContain("require-trusted-types-for 'script'")
    }
    for (const path of ['/', '/privacy', '/reset-password', '/nope', '/check/x']) {
      const csp = served(path)['content-security-policy'] ?? ''
      expect(csp, path).not.toContain('wasm')
      expect(csp, path).not.toContain('blob:')
    }
  })

  it('give the picture reader’s files their own worker policy, kept for good', () => {
    const worker = served('/ocr/tesseract-7.0.0/worker.min.js')
    expect(worker['content-security-policy']).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    )
    expect(worker['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(worker['permissions-policy']).toBeUndefined()
    expect(worker['x-content-type-options']).toBe('nosniff')
  })

  it('never set one header twice for a path (Cloudflare would join the values)', () => {
    for (const path of [
      '/',
      '/privacy/',
      '/reset-password',
      '/assets/a.js',
      '/sw.js',
      '/x',
      '/check',
      '/ocr/a.js',
    ])
      for (const value of Object.values(served(path))) expect(value, path).not.toMatch(/, no-/)
  })
})

describe('the nginx file', () => {
  const config = nginxConfig(rules, pages)

  it('serves each page at its clean URL and redirects its other forms once', () => {
    expect(config).toContain('location = /privacy {\n  try_files /privacy.html =404;')
    expect(config).toContain('location = /privacy/ {\n  return 308 /privacy$is_args$args;')
    expect(config).toContain('location = /privacy.html {\n  return 308 /privacy$is_args$args;')
    expect(config).toContain('location = /privacy.html/ {\n  return 308 /privacy$is_args$args;')
    expect(config).toContain('location = /index.html/ {\n  return 308 /$is_args$args;')
    expect(config).toContain('location = / {\n  try_files /index.html =404;')
    expect(config).toContain('error_page 404 /404;')
  })

  it('sends in each location the headers Cloudflare sends for the same path', () => {
    const block = /location = \/reset-password \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(block).toContain('add_header cache-control "no-store" always;')
    expect(block).toContain('add_header x-robots-tag "noindex" always;')
    const assets = /location \^~ \/assets\/ \{([^}]*)\}/.exec(config)?.[1] ?? ''
    expect(assets).toContain('immutable')
    expect(assets).not.toContain('content-security-policy')
  })
})

describe('the _redirects file', () => {
  const read = parseRedirectsFile(formatRedirectsFile(redirectRules))

  it.each([
    ['/privacy.html/', '/privacy'],
    ['/fil/check.html/', '/fil/check'],
    ['/fil.html/', '/fil'],
    ['/index.html/', '/'],
  ])('sends %s to %s, as /<page>/ and /<page>.html go', (path, target) => {
    expect(redirectFor(read, path)).toBe(target)
  })

  it.each(['/privacy', '/privacy.html', '/privacy/', '/.html/', '/assets/a.js'])(
    'leaves %s to the host',
    (path) => expect(redirectFor(read, path)).toBeNull(),
  )
})

describe('inline hashes for the Content-Security-Policy', () => {
  it('hashes inline styles and executable inline scripts, not data blocks or external scripts', () => {
    const html =
      '<style>a{color:red}</style><script type="application/ld+json">{}</script>' +
      '<script type="module" src="/a.js"></script><script>run()</script>'
    const { styles, scripts } = inlineHashes([html])
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(styles).toEqual([sha('a{color:red}')])
    expect(scripts).toEqual([sha('run()')])
  })
})
