import { expect, test, type Page } from '@playwright/test'
import { precacheBytes } from '../../scripts/bench-figures'

const KiB = 1024

/** Every script a page loads, with its bytes on the wire (brotli body and headers), by URL. */
async function scriptsLoadedBy(page: Page, path: string): Promise<Map<string, number>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts = new Map<string, string>()
  const sizes = new Map<string, number>()
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, new URL(response.url).pathname)
  })
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = scripts.get(requestId)
    if (url) sizes.set(url, encodedDataLength)
  })
  await page.goto(path)
  // The service worker's registration loads after hydration: wait until it is in control.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForLoadState('networkidle')
  await cdp.detach()
  return sizes
}

const total = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0)

test('the landing page moves at most 95 KiB of JavaScript, brotli and headers included', async ({
  page,
}) => {
  const landing = await scriptsLoadedBy(page, '/')
  expect(landing.size).toBeGreaterThan(0)
  expect(total(landing)).toBeLessThanOrEqual(95 * KiB)
})

test("the check's own JavaScript is at most 40 KB brotli, and no other page loads it", async ({
  browser,
}) => {
  const loads = async (path: string) => {
    const context = await browser.newContext()
    const sizes = await scriptsLoadedBy(await context.newPage(), path)
    await context.close()
    return sizes
  }
  const landing = await loads('/')
  const check = await loads('/check')
  const own = new Map([...check].filter(([url]) => !landing.has(url)))
  expect(own.size).toBeGreaterThan(0)
  expect(total(own)).toBeLessThanOrEqual(40_000)
  for (const path of ['/', '/privacy', '/terms', '/delete-account', '/reset-password']) {
    const elsewhere = path === '/' ? landing : await loads(path)
    expect(
      [...elsewhere.keys()].filter((url) => own.has(url)),
      path,
    ).toEqual([])
  }
})

test('a first visit to /, the service worker installing and precaching included, moves at most 250 KB brotli', async ({
  page,
  context,
}) => {
  // Every answer the page and its worker get from the host: bodies as sent, and headers.
  const sizes: Promise<number>[] = []
  context.on('requestfinished', (request) =>
    sizes.push(request.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
  )
  await page.goto('/')
  await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0)
  // The precache alone, as files: what the worker fetches cannot be less.
  expect(bytes).toBeGreaterThan(precacheBytes('dist')!.bytes)
  expect(bytes).toBeLessThanOrEqual(250_000)
})
