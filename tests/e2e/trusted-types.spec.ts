import { expect, test, type Page } from '@playwright/test'
import { waitForServiceWorker } from './pwa-support'
import { filNotFound, notFound, sitePages } from './site-pages'

/** Every warning, error and policy violation a page reports, but a 404 page's own status. */
function watchConsole(page: Page): string[] {
  const reported: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/^Failed to load resource: .* 404/.test(text)) return
    if (message.type() === 'warning' || message.type() === 'error') reported.push(text)
  })
  page.on('pageerror', (error) => reported.push(error.message))
  return reported
}

async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`violation: ${event.violatedDirective} ${event.sample}`)
    })
  })
}

const everyPage = [...sitePages.map((page) => page.path), notFound.path, filNotFound.path]

for (const path of everyPage) {
  test(`${path} runs and registers its worker under Trusted Types with a clean console`, async ({
    page,
  }) => {
    const reported = watchConsole(page)
    await reportViolations(page)
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain(
      "require-trusted-types-for 'script'",
    )
    await waitForServiceWorker(page)
    expect(reported).toEqual([])
  })
}

test('a move to the landing page writes its structured data under Trusted Types', async ({
  page,
}) => {
  const reported = watchConsole(page)
  await reportViolations(page)
  await page.goto('/privacy')
  await waitForServiceWorker(page)
  await page.getByRole('link', { name: 'Back to Home' }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
  const data = await page.locator('script[type="application/ld+json"]').textContent()
  expect(JSON.parse(data ?? 'null')).toMatchObject({ '@type': 'MobileApplication' })
  expect(reported).toEqual([])
})

test('a script URL or markup that the policy does not name is refused', async ({ page }) => {
  await page.goto('/privacy')
  const outcomes = await page.evaluate(async () => {
    const tryIt = async (attempt: () => unknown) => {
      try {
        await attempt()
        return 'allowed'
      } catch {
        return 'refused'
      }
    }
    return {
      markup: await tryIt(() => (document.createElement('div').innerHTML = '<img src=x>')),
      worker: await tryIt(() => navigator.serviceWorker.register('/elsewhere.js')),
    }
  })
  expect(outcomes).toEqual({ markup: 'refused', worker: 'refused' })
})
