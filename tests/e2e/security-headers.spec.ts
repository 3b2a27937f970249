import { expect, test } from '@playwright/test'
import { startStaticServer } from '../../scripts/static-server'
import { createAccountWithToken, fillDeleteForm } from './account-kit'
import { apiPort } from './ports'
import { waitForServiceWorker } from './pwa-support'

type Host = Awaited<ReturnType<typeof startStaticServer>>
let host: Host

test.beforeAll(async () => {
  host = await startStaticServer({ root: 'dist', apiProxy: `http://127.0.0.1:${apiPort}` })
})
test.afterAll(async () => {
  await host.close()
})

const routes = ['/', '/privacy', '/terms', '/delete-account', '/reset-password', '/no-such-page']

test('every route answers with the security headers of public/_headers', async ({ request }) => {
  for (const path of routes) {
    const response = await request.get(`${host.url}${path}`)
    const headers = response.headers()
    expect(headers['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/)
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security'], path).toContain('max-age=')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('no-referrer')
    expect(headers['permissions-policy'], path).toContain('geolocation=()')
  }
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(
    await (await request.get(`${host.url}/`)).text(),
  )?.[1]
  const assetResponse = await request.get(`${host.url}${asset}`)
  expect(assetResponse.headers()['cache-control']).toContain('immutable')
  expect((await request.get(`${host.url}/sw.js`)).headers()['cache-control']).toBe('no-cache')
  expect((await request.get(`${host.url}/_headers`)).status()).toBe(404)
})

test('no route breaks the Content-Security-Policy, and the service worker still works', async ({
  page,
  request,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const account = await createAccountWithToken(request)
  await page.goto(`${host.url}/`)
  await waitForServiceWorker(page)
  for (const path of routes) {
    await page.goto(`${host.url}${path}`)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  await page.goto(
    `${host.url}/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await page.goto(`${host.url}/delete-account`)
  await fillDeleteForm(page, account.email, 'not-the-password')
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible()
  expect(violations).toEqual([])
})
