import { expect, test } from '@playwright/test'

const helpPages = [
  { path: '/help', heading: 'Scammed? Do this now' },
  { path: '/fil/help', heading: 'Na-scam? Gawin ito ngayon' },
]

const guidePages = [
  { path: '/scams', heading: 'Common scams in the Philippines', wrongSend: '“Wrong send” money' },
  {
    path: '/fil/scams',
    heading: 'Mga karaniwang scam sa Pilipinas',
    wrongSend: '“Wrong send” na pera',
  },
]

// Every number of the facts module, in the page's one phone format.
const numbers: [href: string, number: string][] = [
  ['tel:1326', '1326'],
  ['tel:2882', '2882'],
  ['tel:+63286318000', '(02) 8631-8000'],
  ['tel:+63288910000', '(02) 8891-0000'],
  ['tel:+63284057000', '(02) 8405-7000'],
  ['tel:1800104057000', '1-800-10-405-7000'],
  ['tel:+63288700700', '(02) 8870-0700'],
  ['tel:180018885775', '1-800-1888-5775'],
  ['tel:+63288879188', '(02) 8887-9188'],
  ['tel:180018881250', '1-800-1888-1250'],
]

const hotlines = [
  {
    path: '/help',
    heading: 'Scammed? Do this now',
    box: 'National anti-scam hotline',
    reported:
      'Reported by Philippine News Agency (20 March 2025, via HT Syndication) and Manila Bulletin (3 July 2024); no official page states it',
  },
  {
    path: '/fil/help',
    heading: 'Na-scam? Gawin ito ngayon',
    box: 'Pambansang anti-scam hotline',
    reported:
      'Iniulat ng Philippine News Agency (Marso 20, 2025, sa HT Syndication) at ng Manila Bulletin (Hulyo 3, 2024); walang opisyal na pahinang nagsasabi nito',
  },
]

for (const { path, heading, box, reported } of hotlines) {
  test(`${path} shows 1326 as a tap-to-call link with the reports behind it`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const hotline = page.getByRole('region', { name: box })
    const call = hotline.getByRole('link', { name: '1326', exact: true })
    await expect(call).toBeVisible()
    await expect(call).toHaveAttribute('href', 'tel:1326')
    await expect(hotline.getByText(reported)).toBeVisible()
    for (const outlet of ['Philippine News Agency', 'Manila Bulletin'])
      await expect(hotline.getByRole('link', { name: outlet })).toHaveAttribute(
        'href',
        /^https:\/\//,
      )
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
