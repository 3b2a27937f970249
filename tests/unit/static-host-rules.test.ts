// @vitest-environment node
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../build-plugins/headers-file'
import { inlineHashes } from '../../build-plugins/security-headers'
import { htmlFor } from '../../build-plugins/site-pages'

const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'))

describe('public/_headers', () => {
  it('sends the security headers with every page', () => {
    for (const path of ['/', '/privacy', '/terms', '/delete-account', '/reset-password', '/nope']) {
      const headers = headersFor(rules, path)
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{7,}/)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('no-referrer')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    }
  })

  it('allows no inline or eval script in its Content-Security-Policy', () => {
    const csp = headersFor(rules, '/')['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(csp).toMatch(/default-src 'self'/)
    expect(csp).toMatch(/object-src 'none'/)
  })

  it('makes hashed assets immutable and keeps pages, manifest and worker fresh', () => {
    expect(headersFor(rules, '/assets/index-abc123.js')['cache-control']).toContain('immutable')
    for (const path of [
      '/',
      '/privacy',
      '/terms',
      '/privacy.html',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(headersFor(rules, path)['cache-control'], path).toBe('no-cache')
    }
    expect(headersFor(rules, '/reset-password')['cache-control']).toBe('no-store')
  })
})

describe('public/_redirects', () => {
  const lines = readFileSync('public/_redirects', 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/))

  it('agrees with the routes the site serves', () => {
    for (const [from, to, status] of lines) {
      if (from === '/*') continue
      expect(htmlFor(from ?? ''), from).toEqual({ file: to?.slice(1), status: Number(status) })
    }
  })

  it('answers unknown paths with the 404 page and status 404', () => {
    expect(lines.at(-1)).toEqual(['/*', '/404.html', '404'])
    expect(htmlFor('/no/such/page')).toEqual({ file: '404.html', status: 404 })
  })
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
