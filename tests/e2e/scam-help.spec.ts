import { expect, test, type Page } from '@playwright/test'

const helpPages = [
  {
    path: '/help',
    heading: 'Scammed? Do this now',
    firstStep: 'Stop paying and stop sharing codes',
  },
  {
    path: '/fil/help',
    heading: 'Na-scam? Gawin ito ngayon',
    firstStep: 'Tumigil sa pagbabayad at pagbibigay ng code',
  },
]

const guidePages = [
  { path: '/scams', heading: 'Common scams in the Philippines', wrongSend: '“Wrong send” money' },
  {
    path: '/fil/scams',
    heading: 'Mga karaniwang scam sa Pilipinas',
    wrongSend: '“Wrong send” na pera',
  },
]

// Every number of the facts module, as its official page writes it.
const numbers: [href: string, number: string][] = [
  ['tel:+63288910000', '(+632) 889-10000'],
  ['tel:+63286318000', '(02) 8631-8000'],
  ['tel:+639155898506', '+63 915 589 8506'],
  ['tel:+639618298033', '+63 961 829 8033'],
  ['tel:1682', '1682'],
]

/** The pages of Chromium's PDF of the page, on A4. */
async function printedPages(page: Page) {
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1')
  return pdf.match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
}

for (const { path, heading, firstStep } of helpPages) {
  test(`${path} prints as a card of one or two A4 pages, without the site around it`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('heading', { level: 2, name: firstStep })).toBeVisible()
    for (const hidden of ['.site-header', '.site-footer', '.help-more', '.help-print']) {
      await expect(page.locator(hidden), hidden).toBeHidden()
    }
    for (const [href, number] of numbers) {
      await expect(page.locator(`a[href="${href}"]`)).toHaveText(number)
      await expect(page.locator(`a[href="${href}"]`)).toBeVisible()
    }
    const pages = await printedPages(page)
    expect(pages).toBeGreaterThanOrEqual(1)
    expect(pages).toBeLessThanOrEqual(2)
  })
}

for (const { path, heading } of helpPages) {
  test(`${path} has a tap-to-call link for each number, showing the number`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const links = page.locator('main a[href^="tel:"]')
    const shown = await links.evaluateAll((all) =>
      all.map((link) => [link.getAttribute('href'), link.textContent]),
    )
    expect(shown.map(String).sort()).toEqual(numbers.map(String).sort())
    for (const link of await links.all()) await expect(link).toBeVisible()
  })
}

for (const { path, heading, wrongSend } of guidePages) {
  test(`${path} leads from its contents to each kind of scam`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const contents = page.getByRole('navigation', { name: /scam/i })
    await expect(contents.getByRole('link')).toHaveCount(13)
    await contents.getByRole('link', { name: wrongSend }).click()
    await expect(page).toHaveURL(/#wrong-send$/)
    await expect(page.getByRole('heading', { level: 2, name: wrongSend })).toBeInViewport()
    await expect(page.locator('.scam-example').getByRole('link')).toHaveCount(0)
  })
}

test.describe('the way to help, where it happens', () => {
  test('the landing page leads to help beside the download button, in both languages', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Already paid or shared a code? Get help now' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scammed? Do this now' }),
    ).toBeVisible()
    await page.goto('/fil')
    await page
      .getByRole('link', {
        name: 'Nakapagbayad o nakapagbigay ka na ng code? Humingi ng tulong ngayon',
      })
      .click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Na-scam? Gawin ito ngayon' }),
    ).toBeVisible()
  })

  test("the 404 page's help box leads to help", async ({ page }) => {
    await page.goto('/no/such/page')
    const box = page.getByRole('complementary', { name: 'Need Help?' })
    await box.getByRole('link', { name: 'See what to do now' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scammed? Do this now' }),
    ).toBeVisible()
  })

  test('a high-risk verdict leads to help and each reason to its kind of scam', async ({
    page,
  }) => {
    await page.goto('/check')
    await page
      .getByLabel('Message or link')
      .fill(
        'GCash: your account will be locked in 24 hours. Verify at gcash-verify.top and send the OTP.',
      )
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    const result = page.getByRole('region', { name: 'High risk: this looks like a scam' })
    const kind = result.getByRole('link', { name: 'How this scam works' }).first()
    const href = await kind.getAttribute('href')
    expect(href).toMatch(/^\/scams#[a-z-]+$/)
    await kind.click()
    await expect(page.locator(href!.slice('/scams'.length))).toBeInViewport()
    await page.goBack()
    await page.goto('/check')
    await page
      .getByLabel('Message or link')
      .fill('Send the OTP now or your GCash account is blocked: bit.ly/x1')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await page.getByRole('link', { name: 'See what to do now' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Scammed? Do this now' }),
    ).toBeVisible()
  })
})
