import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startStaticServer } from '../../scripts/static-server'
import { apiPort } from './ports'
import { cachedUrls, waitForServiceWorker } from './pwa-support'

const apiOrigin = `http://127.0.0.1:${apiPort}`

test('a new build deployed over the old one is offered with a Reload button', async ({
  page,
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
  const host = await startStaticServer({ root: 'dist' })
  try {
    await page.goto(`${host.url}/`)
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 20_000 })
    await waitForServiceWorker(page)
    await page.goto(`${host.url}/delete-account`)
    await page.getByLabel('Email').fill('someone@mail.ph')

    host.setRoot(next)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(1000)
    await expect(page.getByLabel('Email'), 'no reload while the form holds input').toHaveValue(
      'someone@mail.ph',
    )

    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('link', { name: 'ScamCheck Next' })).toBeVisible({
      timeout: 20_000,
    })

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
