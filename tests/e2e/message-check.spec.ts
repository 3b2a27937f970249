import AxeBuilder from '@axe-core/playwright'
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

/** The address a share sheet opens: a form sent by GET, as the browser encodes it (spaces as +). */
const shareUrl = (path: string, fields: Record<string, string>) =>
  `${path}?${new URLSearchParams(fields).toString()}`

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
  await expect(result).toContainText('This check can miss a new trick')
  // The only links are the site's own: help, and the kinds of scam; none from the message.
  const hrefs = await result
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toContain('/help')
  for (const href of hrefs) expect(href).toMatch(/^\/(help|scams#[a-z-]+)$/)
  // Nothing at all is sent after a check, the message least of all.
  expect(sent).toEqual([])
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
  await expect(page.getByRole('button', { name: 'I-share ang babala' })).toBeVisible()
})

test('the Bisaya page reads a Bisaya scam and a Bisaya errand', async ({ page }) => {
  await page.goto('/ceb/check')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ceb')
  await expect(page.getByRole('heading', { level: 1, name: 'Susiha ang mensahe' })).toBeVisible()
  const field = page.getByLabel('Mensahe o link')
  await expect(page.getByRole('button', { name: 'Susiha', exact: true })).toBeEnabled()
  await field.fill(
    'Nakadaog ka og P25,000 sa GCash raffle! Aron ma-claim, i-send ang 6-digit code nga moabot sa imong SMS ug bayad una og P300 processing fee.',
  )
  await page.getByRole('button', { name: 'Susiha', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'Taas ang peligro: murag scam kini' }),
  ).toBeVisible()
  await field.fill('Nang, naa pa kay bugas? Palita ko 2 kilo ha, bayran lang nako unya.')
  await page.getByRole('button', { name: 'Susiha', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Walay nakitang red flag' })).toBeVisible()
})

test('a shared text in the address fills the field, waits for a tap, then leaves the address bar', async ({
  page,
}) => {
  await page.goto(shareUrl('/check', { text: scam, title: 'SMS' }))
  await expect(page.getByLabel('Message or link')).toHaveValue(`SMS\n${scam}`)
  await expect.poll(() => new URL(page.url()).search).toBe('')
  await expect(page.getByRole('heading', { name: verdicts })).toHaveCount(0)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  await expect(
    page.getByRole('heading', { name: 'High risk: this looks like a scam' }),
  ).toBeVisible()
})

test("a share built as the browser builds it reads as sent and gets the typed text's verdict", async ({
  page,
}) => {
  const prize =
    'Congratulations! You won 50,000 pesos. Claim at gcash-promo.top, pay the 1+1 ₱500 fee today.'
  const url = shareUrl('/check', { text: prize })
  expect(url).toContain('Congratulations%21+You+won')
  await page.goto(url)
  await expect(page.getByLabel('Message or link')).toHaveValue(prize)
  await page.getByRole('button', { name: 'Check', exact: true }).click()
  const result = page.locator('.check-result')
  const heading = result.getByRole('heading', { level: 2 })
  await expect(heading).toHaveText('High risk: this looks like a scam')
  const shared = await result.locator('.check-result__findings').innerText()
  await page.goto('/check')
  await check(page, prize)
  await expect(heading).toHaveText('High risk: this looks like a scam')
  expect(await result.locator('.check-result__findings').innerText()).toBe(shared)
})

test('a visitor who chose Filipino gets the shared text on the Filipino page', async ({ page }) => {
  await page.goto('/fil')
  await page.evaluate(() => localStorage.setItem('site-locale', 'fil'))
  await page.goto(shareUrl('/check', { text: scam }))
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
  await page.goto(shareUrl('/check', { text: scam }))
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

const pages = {
  en: {
    path: '/check',
    label: 'Message or link',
    button: 'Check',
    high: 'High risk: this looks like a scam',
    none: 'No red flags found',
  },
  fil: {
    path: '/fil/check',
    label: 'Mensahe o link',
    button: 'Suriin',
    high: 'Mataas ang panganib: mukhang scam ito',
    none: 'Walang nakitang red flag',
  },
}
const filScam = `Nanalo ka ng P50,000 sa raffle ng GCash! I-claim sa bit.ly/gc50k, magbayad lang ng 500 pesos na processing fee ngayon. ${marker}`

for (const [lang, words] of Object.entries(pages)) {
  test(`the message is shown again with its red flags marked, and an ordinary text unmarked (${lang})`, async ({
    page,
  }) => {
    await page.goto(words.path)
    // The app's own start-up (its service worker and precache) is done before the watch starts.
    await waitForServiceWorker(page)
    await page.waitForLoadState('networkidle')
    const sent = watchRequests(page)
    const field = page.getByLabel(words.label)
    await field.fill(lang === 'en' ? scam : filScam)
    await page.getByRole('button', { name: words.button, exact: true }).click()
    const result = page.getByRole('region', { name: words.high })
    const shown = result.locator('.check-message')
    await expect(shown).toHaveText(lang === 'en' ? scam : filScam)
    const marks = await shown.locator('mark').allInnerTexts()
    expect(marks).toEqual(
      expect.arrayContaining(
        lang === 'en' ? ['locked', 'gcash-verify.top/login'] : ['bit.ly/gc50k', 'processing fee'],
      ),
    )
    // Marked in a colour of its own, with an underline that does not depend on colour.
    const style = await shown
      .locator('mark')
      .first()
      .evaluate((mark) => getComputedStyle(mark).textDecorationLine)
    expect(style).toBe('underline')

    await page
      .getByRole('button', { name: lang === 'en' ? 'Check another' : 'Suriin ang iba pa' })
      .click()
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    await field.fill(ordinary)
    await page.getByRole('button', { name: words.button, exact: true }).click()
    const calm = page.getByRole('region', { name: words.none })
    await expect(calm.locator('.check-message')).toHaveText(ordinary)
    await expect(calm.locator('mark')).toHaveCount(0)
    await expect(calm.getByRole('button', { name: /share/i })).toHaveCount(0)
    expect(sent).toEqual([])
  })
}

test('"How well this check does" names, credits and dates its figures in each language', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/check', 'How well this check does'],
    ['/fil/check', 'Gaano kahusay ang check na ito'],
  ] as const) {
    await page.goto(path)
    const section = page.getByRole('region', { name: heading })
    await expect(section.getByRole('link', { name: /^Smishtank/ })).toHaveAttribute(
      'href',
      'https://smishtank.com/dataset',
    )
    await expect(section).toContainText('CC BY-NC-SA 4.0')
    // One line per public set, never pooled.
    await expect(section.locator('li')).toHaveCount(8)
    await expect(section).toContainText(/\d{4}-\d{2}-\d{2}\.$/)
  }
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the check's results have no WCAG 2.2 A/AA violations, ${colorScheme}`, async ({ page }) => {
    // Four full axe runs in one test.
    test.slow()
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto('/check')
    const axe = async () =>
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze()
      ).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(page.getByText('Paste a message or link first.')).toBeVisible()
    expect(await axe()).toEqual([])
    for (const [text, heading] of [
      [scam, 'High risk: this looks like a scam'],
      [warning, 'Be careful: warning signs found'],
      ['Menu for tonight is at kusinanilola.net see you', 'No red flags found'],
    ] as const) {
      await check(page, text)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      expect(await axe()).toEqual([])
    }
  })
}
