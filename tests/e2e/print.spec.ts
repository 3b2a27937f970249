import { expect, test, type Page } from '@playwright/test'

for (const path of ['/privacy', '/terms']) {
  test(`${path} prints as a document, dark on white even from a dark screen`, async ({ page }) => {
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    for (const hidden of [
      page.getByRole('navigation', { name: 'Main' }),
      page.getByRole('button', { name: 'Menu' }),
      page.getByRole('navigation', { name: 'Footer' }),
      page.getByRole('link', { name: 'Back to Home' }),
    ]) {
      await expect(hidden).toBeHidden()
    }
    await expect(page.getByText(/powered by/)).toBeVisible()

    const colours = await page.evaluate(() =>
      ['body', 'h1', '.policy p', '.policy a', '.site-footer p'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element)
        return `${selector}: ${style.color} on ${style.backgroundColor}`
      }),
    )
    expect(colours).toEqual([
      'body: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
      'h1: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
      '.policy p: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
      '.policy a: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
      '.site-footer p: rgb(0, 0, 0) on rgba(0, 0, 0, 0)',
    ])
    // Nothing paints a background: the paper stays white.
    const scheme = await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)
    expect(scheme).toBe('light')

    const headings = await page
      .locator('.policy h2')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).breakAfter))
    expect(new Set(headings)).toEqual(new Set(['avoid']))
  })
}

test('the policies print the address of every link after its text', async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
  // Generated text joins a link's accessible name: find the links by their address instead.
  const after = (href: string) =>
    page
      .locator(`main a[href="${href}"]`)
      .first()
      .evaluate((el) => getComputedStyle(el, '::after').content)

  await page.goto('/privacy')
  expect(await after('https://www.privacy.gov.ph')).toBe('" (https://www.privacy.gov.ph)"')
  expect(await after('/delete-account')).toBe('" (https://scamcheck.ph/delete-account)"')
  // A mail address is its own text; a contents link goes nowhere on paper.
  expect(await after('mailto:info@scamcheck.ph')).toBe('none')
  expect(await after('#data-retention')).toBe('none')

  await page.goto('/terms')
  expect(await after('/help')).toBe('" (https://scamcheck.ph/help)"')
  expect(await after('/privacy')).toBe('" (https://scamcheck.ph/privacy)"')
})

test('the landing page prints without its buttons and QR code', async ({ page }) => {
  await page.emulateMedia({ media: 'print' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
  const storeButtons = page.getByRole('link', { name: /Google Play/, includeHidden: true })
  await expect(storeButtons).toHaveCount(2)
  for (const button of await storeButtons.all()) await expect(button).toBeHidden()
  await expect(page.getByRole('img', { name: /QR code/, includeHidden: true })).toBeHidden()
})

/** The pages of Chromium's PDF of the page, on A4. */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  return pdf.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
}

const helpCards = [
  {
    path: '/help',
    heading: 'Scammed? Do this now',
    lastStep: 'Beware of “recovery” offers',
    hotline: 'National anti-scam hotline',
  },
  {
    path: '/fil/help',
    heading: 'Na-scam? Gawin ito ngayon',
    lastStep: 'Mag-ingat sa alok na “recovery”',
    hotline: 'Pambansang anti-scam hotline',
  },
]

for (const { path, heading, lastStep, hotline } of helpCards) {
  test(`${path} prints as a card of one or two A4 pages: the steps, 1326, the e-wallet and bank lines, then the rest`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    for (const hidden of [
      '.site-header',
      '.site-footer',
      '.help-more',
      '.help-print',
      '.help-laws',
    ])
      await expect(page.locator(hidden), hidden).toBeHidden()

    const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y
    const steps = await top(page.getByRole('heading', { level: 2, name: lastStep }))
    const call = page.getByRole('link', { name: '1326', exact: true })
    await expect(call).toBeVisible()
    const hotlineTop = await top(page.getByRole('heading', { level: 2, name: hotline }))
    const gcash = await top(page.getByRole('link', { name: '2882', exact: true }))
    const others = await top(page.locator('.help-contacts'))
    expect(steps).toBeLessThan(hotlineTop)
    expect(hotlineTop).toBeLessThan(gcash)
    expect(gcash).toBeLessThan(others)

    const pages = await printedPages(page)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(2)
  })
}
