import { expect, test, type Page } from '@playwright/test'
import { afterTwoFrames } from './fault-kit'
import { layoutShiftTotal, recordLayoutShifts } from './layout-shifts'
import { notFound, sitePages } from './site-pages'

const staticPages = sitePages
  .filter((page) => page.indexed)
  .map((page) => ({ ...page, canonical: `https://scamcheck.ph${page.path}` }))

for (const page of staticPages) {
  test(`${page.path} arrives as HTML with its heading, title and sharing tags`, async ({
    request,
  }) => {
    const response = await request.get(page.path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${page.heading.replace('?', '\\?')}</h1>`))
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="${page.canonical}"/>`)
    for (const tag of [
      'name="description"',
      'property="og:title"',
      'property="og:image"',
      'name="twitter:card"',
    ]) {
      expect(html, tag).toContain(tag)
    }
    // Nothing but the page is needed for the first paint: a stylesheet may wait only for paper.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/)
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/print-[^"]+\.css" media="print">/)
  })
}

test('an unknown path answers 404 with the prerendered not-found page', async ({ request }) => {
  const response = await request.get('/no/such/page')
  expect(response.status()).toBe(404)
  expect(await response.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/)
})

test('the landing page describes the app as structured data', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1]
  const data = JSON.parse(json ?? '{}')
  expect(data['@type']).toBe('MobileApplication')
  expect(data.downloadUrl).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details/)
})

test('robots.txt and sitemap.xml list the indexable pages only', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: https://scamcheck.ph/sitemap.xml')
  // Crawlers must fetch the reset page to see its noindex.
  expect(robots).not.toMatch(/Disallow:\s*\/reset-password/)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const { path, indexed } of sitePages) {
    expect(sitemap.includes(`<loc>https://scamcheck.ph${path}</loc>`), path).toBe(indexed)
  }
  expect(sitemap).not.toContain('reset-password')
})

test('the reset page asks search engines not to index it and sends no referrer', async ({
  page,
}) => {
  await page.goto('/reset-password?token=abc&email=a%40b.ph')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

type KeptWindow = { prerenderedNode: Element | null }

/** Keeps the node `selector` finds in the parsed HTML, before any module script runs. */
function keepPrerenderedNode(page: Page, selector: string) {
  return page.addInitScript((selector) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      ;(window as unknown as KeptWindow).prerenderedNode = document.querySelector(selector)
    })
  }, selector)
}

/** Whether React has taken over the node, and whether it is still the prerendered one. */
function nodeState(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const node = document.querySelector(selector)
    if (!node || !Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) {
      return 'not hydrated yet'
    }
    const kept = (window as unknown as KeptWindow).prerenderedNode
    return node === kept ? 'prerendered node hydrated' : 'replaced by a client render'
  }, selector)
}

// The heading stays the prerendered node, but for a reset page, which shows another view once it
// reads its link: there the page's main element does.
const hydratedPages = [
  ...sitePages.map((page) => ({ path: page.path, kept: page.personal ? 'main' : 'h1' })),
  { path: notFound.path, kept: 'h1' },
]

for (const { path, kept } of hydratedPages) {
  test(`${path} hydrates with no error and no layout shift`, async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      // The not-found page is answered with a real 404 status, which Chromium reports.
      const expected404 = path === notFound.path && message.text().includes('status of 404')
      if (message.type() === 'error' && !expected404) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await recordLayoutShifts(page)
    await keepPrerenderedNode(page, kept)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(path, { waitUntil: 'networkidle' })
    // Fonts in and the hydrated page painted: any shift has been recorded by now.
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await afterTwoFrames(page)
    expect(await layoutShiftTotal(page)).toBe(0)
    // Hydrated: the header's menu button works.
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    // A mismatch makes React drop the prerendered DOM and render its own.
    await expect.poll(() => nodeState(page, kept)).toBe('prerendered node hydrated')
    expect(problems).toEqual([])
  })
}
