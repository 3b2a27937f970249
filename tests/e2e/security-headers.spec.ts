import { expect, test } from '@playwright/test'
import { callBothAccountApis } from './account-kit'
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
  await page.goto('/')
  await waitForServiceWorker(page)
  await callBothAccountApis(page, request)
  expect(violations).toEqual([])
})
