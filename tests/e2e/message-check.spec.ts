import { expect, test, type Page } from '@playwright/test'
import { cachedUrls, waitForServiceWorker } from './pwa-support'

/** The headings of the three verdicts. */
const verdicts =
  /^(High risk: this looks like a scam|Be careful: warning signs found|No red flags found)$/

// A marker in every message, so any trace of the message anywhere can be found.
const marker = 'Zq7marker'
const scam = `GCash: Your account is locked. Verify within 24 hours at gcash-verify.top/login or it will be deactivated. Ref ${marker}`
const ordinary = `Ma, nakauwi na ako. Kain tayo mamaya? ${marker}`
const warning = `Hi! Earn ₱500 a day, work from home, no experience needed. ${marker}`

/** Every request the page sends from now on, as URL and body. */
function watchRequests(page: Page) {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`))
  return sent
}

async function storageText(page: Page) {
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  return `${stored} ${(await cachedUrls(page)).join(' ')}`
}

async function check(page: Page, text: string) {
  await page.getByLabel('Message or link').fill(text)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
}

test('a scam text is judged high risk in the page, its link shown as text with its real domain', async ({
  page,
}) => {
  await page.goto('/check')
  await expect(page.getByRole('heading', { level: 1, name: 'Check a message' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const sent = watchRequests(page)
  await check(page, scam)
  const result = page.locator('.check-result')
  await expect(
    result.getByRole('heading', { name: 'High risk: this looks like a scam' }),
  ).toBeVisible()
  await expect(result).toContainText('gcash-verify.top')
  await expect(result).toContainText('not GCash')
  await expect(result).toContainText('A rule-based check can miss a new trick')
  // The only links are the site's own: help, and the kinds of scam; none from the message.
  const hrefs = await result
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toContain('/help')
  for (const href of hrefs) expect(href).toMatch(/^\/(help|scams#[a-z-]+)$/)
  expect(sent.filter((line) => line.includes(marker))).toEqual([])
  expect(page.url()).not.toContain(marker)
  expect(await storageText(page)).not.toContain(marker)
})

test('an ordinary message has no red flags; a job lure is a warning', async ({ page }) => {
  await page.goto('/check')
  await check(page, ordinary)
  await expect(page.getByRole('heading', { name: 'No red flags found' })).toBeVisible()
  await check(page, warning)
  await expect(page.getByRole('heading', { name: 'Be careful: warning signs found' })).toBeVisible()
})

test('the Filipino page speaks Filipino', async ({ page }) => {
  await page.goto('/fil/check')
  await expect(page.getByRole('heading', { level: 1, name: 'Suriin ang mensahe' })).toBeVisible()
  await page.getByLabel('Mensahe o link').fill(scam)
  await page.getByRole('button', { name: 'Suriin', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Mataas ang panganib: mukhang scam ito' }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Ibahagi ang babala' })).toBeVisible()
})

test('a shared text in the address fills the field, waits for a tap, then leaves the address bar', async ({
  page,
}) => {
  await page.goto(`/check?text=${encodeURIComponent(scam)}&title=SMS`)
  await expect(page.getByLabel('Message or link')).toHaveValue(`SMS\n${scam}`)
  await expect.poll(() => new URL(page.url()).search).toBe('')
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(0)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'High risk: this looks like a scam' }),
  ).toBeVisible()
})

test('a visitor who chose Filipino gets the shared text on the Filipino page', async ({ page }) => {
  await page.goto('/fil')
  await page.evaluate(() => localStorage.setItem('site-locale', 'fil'))
  await page.goto(`/check?text=${encodeURIComponent(scam)}`)
  await expect(page).toHaveURL(/\/fil\/check$/)
  await expect(page.getByLabel('Mensahe o link')).toHaveValue(scam)
  await page.getByRole('button', { name: 'Suriin', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Mataas ang panganib: mukhang scam ito' }),
  ).toBeVisible()
})

test('the warning is shared without the message: copied where sharing is missing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined })
    Object.defineProperty(navigator, 'clipboard', {
      value: {
        writeText: async (text: string) =>
          void ((window as never as { copied: string }).copied = text),
      },
    })
  })
  await page.goto('/check')
  await check(page, scam)
  await page.getByRole('button', { name: 'Share this warning' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Warning copied' })).toBeVisible()
  const copied = await page.evaluate(() => (window as never as { copied: string }).copied)
  expect(copied).toContain('High risk: this looks like a scam')
  // Its hosts defanged, so that chat apps do not make them links.
  expect(copied).toContain('gcash-verify[.]top')
  expect(copied).not.toContain('gcash-verify.top')
  expect(copied).not.toContain(marker)
})

test('hostile text is shown as text and never stalls the page', async ({ page }) => {
  await page.goto('/check')
  const hostile = `<img src=x onerror="document.title='owned'"> ${'\u0301'.repeat(200)} ${'!@#$%'.repeat(4000)} https://${'a'.repeat(3000)}.top/ 😀`
  await check(page, hostile)
  await expect(page.locator('#check-result-title')).toBeVisible()
  await expect(page.locator('.check-result img')).toHaveCount(0)
  expect(await page.title()).not.toBe('owned')
})

test('offline, a shared text is checked from the precache, with no request', async ({
  page,
  context,
}) => {
  await page.goto('/check')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.goto(`/check?text=${encodeURIComponent(scam)}`)
  await expect(page.getByLabel('Message or link')).toHaveValue(scam)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'High risk: this looks like a scam' }),
  ).toBeVisible()
  await context.setOffline(false)
})

test('the installed app posts shared texts and pictures to /check', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    share_target: unknown
  }
  expect(manifest.share_target).toEqual({
    action: '/check',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      title: 'title',
      text: 'text',
      url: 'url',
      files: [{ name: 'files', accept: ['image/*'] }],
    },
  })
})
