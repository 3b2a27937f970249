import { expect, test } from '@playwright/test'
import { createAccountWithToken, fillDeleteForm } from './account-kit'
import { waitForServiceWorker } from './pwa-support'

// The headers themselves are in the host contract (host-contract.spec.ts), run on every host.
test('no account flow breaks the Content-Security-Policy while the service worker works', async ({
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
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto(
    `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
  )
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await page.goto('/delete-account')
  await fillDeleteForm(page, account.email, 'not-the-password')
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible()
  expect(violations).toEqual([])
})
