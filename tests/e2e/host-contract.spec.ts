import { expect, test, type Page } from '@playwright/test'
import { cachedUrls, waitForServiceWorker } from './pwa-support'
import { filNotFound, sitePages as pages } from './site-pages'

// Run against each host the README names (see the projects of playwright.config.ts).
const token = 'Tok.en-12e4_AbC~0123456789+/=xyz'
const email = 'juan+scam@mail.ph'
const resetLink = `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

function watchCsp(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test('every page answers at its clean URL with no redirect, and with its headers', async ({
  request,
}) => {
  for (const page of pages) {
    const response = await request.get(page.path, { maxRedirects: 0 })
    expect(response.status(), page.path).toBe(200)
    const headers = response.headers()
    expect(headers['content-type'], page.path).toMatch(/^text\/html/)
    expect(headers['cache-control'], page.path).toBe(page.cacheControl)
    expect(headers['x-robots-tag'], page.path).toBe(page.indexed ? undefined : 'noindex')
    // The check pages alone may compile the picture reader; a personal page alone runs its
    // one inline script.
    const scripts = page.readsPictures ? "'self' 'wasm-unsafe-eval'" : "'self'"
    const hashed = page.personal ? " 'sha256-[A-Za-z0-9+/]+=*'" : ''
    expect(headers['content-security-policy'], page.path).toMatch(
      new RegExp(`script-src ${scripts}${hashed};`),
    )
    expect(headers['content-security-policy'], page.path).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security'], page.path).toContain('max-age=')
    expect(headers['x-content-type-options'], page.path).toBe('nosniff')
    expect(headers['referrer-policy'], page.path).toBe('no-referrer')
    expect(headers['permissions-policy'], page.path).toContain('camera=()')
  }
})

test('every answer to a reset-page address, redirects and 404s included, is never stored', async ({
  request,
}) => {
  const query = `?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
  const expected: Record<string, number[]> = {
    '': [200],
    '/': [301, 308],
    '.html': [301, 308],
    '.html/': [301, 308],
  }
  for (const language of ['', '/fil'])
    for (const [form, statuses] of [...Object.entries(expected), ['/more', [404]] as const]) {
      const path = `${language}/reset-password${form}${query}`
      const response = await request.get(path, { maxRedirects: 0 })
      expect(statuses, path).toContain(response.status())
      expect(response.headers()['cache-control'], path).toBe('no-store')
    }
  const headers = (await request.get(pages[0]!.path)).headers()
  expect(headers['cross-origin-resource-policy']).toBe('same-origin')
  expect(headers['content-security-policy']).toContain("require-trusted-types-for 'script'")
})

test('other spellings of a page reach it in one redirect, query kept', async ({ request }) => {
  const forms = [
    ['/privacy/', '/privacy'],
    ['/privacy.html', '/privacy'],
    ['/privacy.html/', '/privacy'],
    ['/check.html/?text=hi', '/check?text=hi'],
    ['/index.html', '/'],
    ['/index.html/', '/'],
    ['/fil.html/', '/fil'],
    ['/fil/scams.html/', '/fil/scams'],
    ['/fil/privacy/', '/fil/privacy'],
    ['/fil/terms.html', '/fil/terms'],
    ['/fil/', '/fil'],
    [
      `/reset-password/?token=${encodeURIComponent(token)}`,
      `/reset-password?token=${encodeURIComponent(token)}`,
    ],
  ]
  for (const [from, to] of forms) {
    const response = await request.get(from!, { maxRedirects: 0 })
    expect([301, 308], from).toContain(response.status())
    const location = new URL(response.headers()['location'] ?? '', 'http://host')
    expect(`${location.pathname}${location.search}`, from).toBe(to)
    if (from!.startsWith('/reset-password'))
      expect(response.headers()['cache-control']).toBe('no-store')
    expect((await request.get(to!, { maxRedirects: 0 })).status(), to).toBe(200)
  }
})

test('unknown paths and host files answer 404 with the 404 page', async ({ request }) => {
  for (const path of ['/no-such-page', '/privacy/extra', '/assets/missing.js', '/_headers']) {
    const response = await request.get(path, { maxRedirects: 0 })
    // `wrangler pages dev` fails its own host files with 502 where production answers 404.
    expect(
      response.status() === 404 || (path.startsWith('/_') && response.status() === 502),
      path,
    ).toBe(true)
    if (response.status() === 404) expect(await response.text(), path).toContain('Page Not Found')
  }
  // Under /fil/, the nearest 404 page up the tree: the Filipino one.
  for (const path of [filNotFound.path, '/fil/privacy/extra', '/fil/assets/x.js']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html, path).toContain(filNotFound.heading)
    expect(html, path).toContain('<html lang="fil"')
  }
})

test('every 404 is never stored; a missing asset is one no cache keeps', async ({ request }) => {
  const paths = [
    '/no-such-page',
    '/fil/no-such-page',
    '/privacy/extra',
    '/assets/missing-abc123.js',
  ]
  for (const path of [...paths, '/no-such-page.html/']) {
    // An unknown `<page>.html/` may take the one redirect any `<page>.html/` takes first.
    const response = await request.get(path, { maxRedirects: 1 })
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control'], path).toBe('no-store')
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    // Cloudflare Pages gives a path the headers of its rules: under /assets/, an asset's (README).
    if (!path.startsWith('/assets/') || !/cloudflare/.test(test.info().project.name))
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'")
  }
})

test('hashed assets are immutable and carry no document headers; the worker is fresh', async ({
  request,
}) => {
  const html = await (await request.get('/')).text()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  const asset = (await request.get(script!)).headers()
  expect(asset['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset['x-content-type-options']).toBe('nosniff')
  for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options'])
    expect(asset[name], name).toBeUndefined()
  const worker = (await request.get('/sw.js')).headers()
  expect(worker['cache-control']).toBe('no-cache')
  expect(worker['content-security-policy']).toContain("default-src 'self'")
})

test('everything the service worker precaches answers 200 with no redirect', async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text()
  const urls = // The worker's precache list, as injectManifest writes it (JSON) or generateSW did.
    [...worker.matchAll(/"url":"([^"]+)"|\{url:"([^"]+)",revision:/g)].map(
      (match) => (match[1] ?? match[2])!,
    )
  expect(urls).toContain('/')
  for (const url of urls) {
    const response = await request.get(new URL(url, 'http://host/').pathname, { maxRedirects: 0 })
    expect(response.status(), url).toBe(200)
  }
})

test('every page shows its heading with no CSP violation, a reset link keeps its token', async ({
  page,
}) => {
  const violations = watchCsp(page)
  for (const { path, heading } of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(path)
  }
  const validation = page.waitForRequest((request) =>
    request.url().includes('/validate-reset-token'),
  )
  await page.goto(resetLink)
  const sent = new URL((await validation).url()).searchParams
  expect(sent.get('token')).toBe(token)
  expect(sent.get('email')).toBe(email)
  const filValidation = page.waitForRequest((request) =>
    request.url().includes('/validate-reset-token'),
  )
  await page.goto(`/fil${resetLink}`)
  const filSent = new URL((await filValidation).url()).searchParams
  expect(filSent.get('token')).toBe(token)
  expect(filSent.get('email')).toBe(email)
  expect(violations).toEqual([])
})

test('the service worker installs, pages read offline, files and unknown paths stay themselves', async ({
  page,
  context,
}) => {
  // It opens every page of the site twice, online and then offline: on a busy host that alone
  // takes 20-30 s.
  test.setTimeout(120_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  const robots = await page.goto('/robots.txt')
  expect(await robots?.text()).toMatch(/^User-agent: \*/m)
  await expect(page.locator('body')).toContainText('Sitemap:')
  const unknown = await page.goto('/no-such-page')
  expect(unknown?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()

  // English pages are precached; other languages' pages are cached as they are read, and the
  // first one read of a language brings its offline pages (and its 404 page).
  for (const { path, heading } of pages.filter((page) => !page.precached)) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await expect
    .poll(
      async () => (await cachedUrls(page)).filter((url) => /\/(fil|ceb)\/404$/.test(url)).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(2)

  await context.setOffline(true)
  for (const { path, heading } of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await page.goto('/no-such-page-offline')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
})
