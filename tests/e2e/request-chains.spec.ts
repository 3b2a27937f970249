import { expect, test, type Page } from '@playwright/test'
import { notFound, sitePages } from './site-pages'

/** Every script a page's first HTML names: its entry and the modules it preloads. */
async function scriptsNamedByHtml(page: Page, path: string): Promise<Set<string>> {
  const response = await page.request.get(path)
  const html = await response.text()
  const named = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)]
  return new Set(named.map((match) => new URL(match[1]!, response.url()).pathname))
}

/** The scripts a page loads until the network is quiet, by path. */
async function scriptsLoaded(page: Page, path: string): Promise<string[]> {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname)
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  return loaded
}

// Each page starts every script it needs from its first HTML: none waits for another to arrive.
for (const { path } of [...sitePages, notFound]) {
  test(`${path} names in its HTML every script it runs on load`, async ({ page }) => {
    const named = await scriptsNamedByHtml(page, path)
    const loaded = await scriptsLoaded(page, path)
    expect(loaded.length).toBeGreaterThan(0)
    const chained = loaded.filter((script) => !named.has(script))
    expect(chained).toEqual([])
    // A preload the page never uses would spend a visitor's data for nothing.
    expect([...named].filter((script) => !loaded.includes(script))).toEqual([])
  })
}

test('the landing page runs on three scripts: the site with its worker registration, the bundler runtime and its page', async ({
  page,
}) => {
  const loaded = await scriptsLoaded(page, '/')
  // Registered once hydrated: whatever the page loads by then is counted.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  expect(new Set(loaded).size).toBe(3)
  // Shared by every page's own chunk and each language's words, so every page loads it anyway.
  expect(loaded.filter((script) => /\/rolldown-runtime-[\w-]+\.js$/.test(script))).toHaveLength(1)
  expect(loaded.filter((script) => /\/home-[\w-]+\.js$/.test(script))).toHaveLength(1)
})

test("the entry script opens with Chrome's compile hint; the page chunks it preloads do not", async ({
  page,
}) => {
  const html = await (await page.request.get('/privacy')).text()
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)]
  expect(entry).toBeDefined()
  expect(preloads.length).toBeGreaterThan(0)
  // Everything in the entry runs as the page hydrates: V8 compiles it off the main thread.
  const opening = (await (await page.request.get(entry!)).text()).slice(0, 29)
  expect(opening).toBe('//# allFunctionsCalledOnLoad\n')
  for (const [, href] of preloads) {
    expect(await (await page.request.get(href!)).text()).not.toContain('allFunctionsCalledOnLoad')
  }
})
