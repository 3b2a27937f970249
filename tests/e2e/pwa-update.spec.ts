import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startStaticServer } from '../../scripts/static-server'
import { apiPort, updatePort } from './ports'
import { cachedUrls, waitForServiceWorker } from './pwa-support'

const apiOrigin = `http://127.0.0.1:${apiPort}`

/** The page is hidden, then shown again, as an installed app is when the user comes back to it. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    }
  })
}

test('a new build deployed over the old one is offered with a Reload button in every tab', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const next = mkdtempSync(join(tmpdir(), 'site-next-'))
  execFileSync('npx', ['vite', 'build', '--outDir', next, '--emptyOutDir', '--logLevel', 'error'], {
    env: {
      ...process.env,
      VITE_APP_NAME: 'ScamCheck Next',
      VITE_API_BASE_URL: `${apiOrigin}/api/v1`,
    },
    stdio: 'ignore',
  })
  // The API answers this host's origin only because the test server was told it (SITE_ORIGIN).
  const host = await startStaticServer({ root: 'dist', port: updatePort })
  try {
    await page.goto(`${host.url}/`)
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await waitForServiceWorker(page)
    await page.goto(`${host.url}/delete-account`)
    await page.getByLabel('Email').fill('someone@mail.ph')
    const other = await context.newPage()
    await other.goto(`${host.url}/privacy`)
    await waitForServiceWorker(other)
    // Each document the tab creates from now on counts itself, before any of its own scripts run.
    await other.addInitScript(() => {
      const documents = Number(sessionStorage.getItem('documents-since-update') ?? '0')
      sessionStorage.setItem('documents-since-update', String(documents + 1))
    })

    host.setRoot(next)
    // No timer and no explicit update(): coming back to the page is what checks for a new version.
    await hideAndShow(page)
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
    await expect(other.getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByLabel('Email'), 'no reload while the form holds input').toHaveValue(
      'someone@mail.ph',
    )

    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('link', { name: 'ScamCheck Next' })).toBeVisible({
      timeout: 20_000,
    })
    // The other tab is reloaded too, once, onto the new build.
    await expect(other.getByRole('link', { name: 'ScamCheck Next' })).toBeVisible({
      timeout: 20_000,
    })
    await expect(other.getByText('A new version is available')).toBeHidden()
    expect(await other.evaluate(() => sessionStorage.getItem('documents-since-update'))).toBe('1')

    // The new build talks to an API on another origin: its answers are never cached either.
    const token = `cross-origin-token-${Date.now()}-abcdef`
    await request.post(`${apiOrigin}/api/__local/reset-tokens`, {
      data: { email: 'x@mail.ph', token },
    })
    await page.goto(`${host.url}/reset-password?token=${token}&email=x%40mail.ph`)
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
    const urls = await cachedUrls(page)
    expect(urls.filter((url) => url.includes('/api/') || url.includes(token))).toEqual([])
  } finally {
    await host.close()
    for (const dir of [next, `${next}-nginx`]) rmSync(dir, { recursive: true, force: true })
  }
})
