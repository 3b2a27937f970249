import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createAccountWithToken } from './account-kit'
import { afterTwoFrames, holdScripts } from './fault-kit'
import { locales } from '../../src/lib/locale'
import { sitePages } from './site-pages'

const filPages = sitePages.filter((page) => page.path.startsWith('/fil'))
const english = (path: string) => path.slice('/fil'.length) || '/'

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

for (const { path, heading } of filPages) {
  test(`${path}: Filipino lang, alternates, the switch both ways, no axe violation`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
    const alternates = page.locator('link[rel="alternate"][hreflang]')
    // Every language, and x-default.
    await expect(alternates).toHaveCount(locales.length + 1)
    await expect(page.locator('link[hreflang="fil"]')).toHaveAttribute(
      'href',
      `https://scamcheck.ph${path}`,
    )
    await expect(page.locator('link[hreflang="en-PH"]')).toHaveAttribute(
      'href',
      `https://scamcheck.ph${english(path)}`,
    )
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      `https://scamcheck.ph${english(path)}`,
    )
    expect(await axeViolations(page)).toEqual([])

    await page.waitForLoadState('networkidle')
    await page.locator('.language-menu summary').click()
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(new RegExp(`${english(path).replace(/\//g, '\\/')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-PH')
    expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBe('en')
    // The choice is remembered by the hydrated page.
    await page.waitForLoadState('networkidle')
    await page.locator('.language-menu summary').click()
    await page.getByRole('banner').getByRole('link', { name: 'Filipino' }).click()
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBe('fil')
  })
}

test("a browser without scripts is told so in the page's own language", async ({ request }) => {
  const noscript = async (path: string) =>
    /<noscript>([^<]*)<\/noscript>/.exec(await (await request.get(path)).text())?.[1]
  for (const { path } of filPages)
    expect(await noscript(path), path).toBe('Paki-on ang JavaScript para magamit ang site na ito.')
  expect(await noscript('/fil/nope')).toBe('Paki-on ang JavaScript para magamit ang site na ito.')
  expect(await noscript('/privacy')).toBe('Please turn on JavaScript to use this site.')
})

test('the language menu is in the bar on a phone too, and dark mode has no violations', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/fil/terms')
  await page.locator('.language-menu summary').click()
  await expect(page.getByRole('link', { name: 'English' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})

test('a browser that prefers Filipino is offered the Filipino page, once', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fil-PH' })
  const page = await context.newPage()
  await page.goto('/privacy')
  const offer = page.getByRole('complementary', { name: 'Mas gusto mo bang magbasa sa Filipino?' })
  await expect(offer).toBeVisible()
  await expect(offer.getByRole('link')).toHaveAttribute('href', '/fil/privacy')
  await offer.getByRole('button', { name: 'Huwag na' }).click()
  await expect(offer).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(offer).toBeHidden()
  await context.close()
})

test.describe('a switch tapped before the scripts ran', () => {
  // The held scripts are the page's own requests, not a worker's.
  test.use({ serviceWorkers: 'block', locale: 'fil-PH' })
  const switches = [
    { from: '/fil/terms', link: 'English', to: '/terms', chosen: 'en' },
    { from: '/privacy', link: 'Filipino', to: '/fil/privacy', chosen: 'fil' },
  ] as const
  for (const { from, link, to, chosen } of switches) {
    test(`from ${from} to ${to} is remembered`, async ({ page }) => {
      const scripts = await holdScripts(page)
      await page.goto(from, { waitUntil: 'commit' })
      await page.locator('.language-menu summary').click()
      await page.getByRole('banner').getByRole('link', { name: link }).click()
      await page.waitForURL(new RegExp(`${to.replace(/\//g, '\\/')}$`), { waitUntil: 'commit' })
      expect(await scripts.isHydrated('.language-menu')).toBe(false)
      scripts.release()
      await expect.poll(() => scripts.isHydrated('.language-menu'), { timeout: 15_000 }).toBe(true)
      expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBe(chosen)
      // A visitor who chose English is not offered Filipino again.
      await afterTwoFrames(page)
      await expect(page.getByRole('complementary', { name: /Filipino/ })).toBeHidden()
    })
  }

  test('the switch of a reset link sends no referrer, its token stays on the page', async ({
    page,
  }) => {
    await holdScripts(page)
    await page.goto('/reset-password?token=abcdefghijklmnopqrstuvwxyz&email=a%40b.ph', {
      waitUntil: 'commit',
    })
    const switched = page.waitForRequest((request) => request.url().endsWith('/fil/reset-password'))
    await page.locator('.language-menu summary').click()
    await page.getByRole('banner').getByRole('link', { name: 'Filipino' }).click()
    expect((await switched).headers()['referer']).toBeUndefined()
  })

  test('a page opened directly chooses nothing', async ({ page }) => {
    await page.goto('/fil/terms')
    await page.goto('/terms')
    await expect(
      page.getByRole('complementary', { name: 'Mas gusto mo bang magbasa sa Filipino?' }),
    ).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('site-locale'))).toBeNull()
  })
})

test('Filipino 404 for unknown paths under /fil/, with status 404', async ({ page }) => {
  const response = await page.goto('/fil/wala-rito')
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hindi Nahanap ang Pahina' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Kailangan ng Tulong?' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
  await page.getByRole('link', { name: 'Pumunta sa Home' }).click()
  await expect(page).toHaveURL(/\/fil$/)
})

test('deleting an account in Filipino: every check, a login error, the dialog', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request)
  await page.goto('/fil/delete-account')
  const submit = page.getByRole('button', { name: 'Burahin ang Account Ko' })
  const alert = page.locator('#delete-form-error')
  await submit.click()
  await expect(alert).toHaveText('Pakipunan ang email at password.')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill('wrong-password')
  await submit.click()
  await expect(alert).toHaveText('Paki-check ang confirmation checkbox para magpatuloy.')
  await page
    .getByLabel('Naiintindihan kong permanente ang aksyong ito at hindi na ito mababawi')
    .check()
  await submit.click()
  // The server's own message is shown as received.
  await expect(alert).not.toBeEmpty()
  await page.getByLabel('Password').fill(account.password)
  await submit.click()
  const dialog = page.getByRole('dialog', { name: 'Kumpirmahin ang Pagbura ng Account' })
  await expect(dialog).toContainText(account.email)
  await dialog.getByRole('button', { name: 'Kanselahin' }).click()
  await expect(dialog).toBeHidden()
  await submit.click()
  await dialog.getByRole('button', { name: 'Oo, Burahin ang Account Ko' }).click()
  await expect(page).toHaveURL(/\/fil$/)
  await expect(page.getByText('Matagumpay na nabura ang iyong account.')).toBeVisible()
})

test('resetting a password in Filipino: the token byte-exact, every check, success', async ({
  page,
  request,
}) => {
  const account = await createAccountWithToken(request, {
    token: `Tok.en-12e4_AbC~${Date.now()}+/=xyz0123456789`,
  })
  const validation = page.waitForRequest((r) => r.url().includes('/validate-reset-token'))
  await page.goto(
    `/fil/reset-password?token=${encodeURIComponent(account.token)}&email=${encodeURIComponent(account.email)}`,
  )
  const sent = new URL((await validation).url()).searchParams
  expect(sent.get('token')).toBe(account.token)
  expect(sent.get('email')).toBe(account.email)
  await expect(page.getByRole('heading', { level: 1, name: 'I-reset ang Password' })).toBeVisible()
  await expect(page).toHaveURL(/\/fil\/reset-password$/)

  // The switch keeps the link: the same form in English, and back.
  await page.locator('.language-menu summary').click()
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
  await page.locator('.language-menu summary').click()
  await page.getByRole('banner').getByRole('link', { name: 'Filipino' }).click()

  const submit = page.getByRole('button', { name: 'I-reset ang Password' })
  const alert = page.locator('#reset-form-error')
  await submit.click()
  await expect(alert).toHaveText('Pakipunan ang lahat ng field.')
  await page.getByLabel('Bagong Password', { exact: true }).fill('short')
  await page.getByLabel('Kumpirmahin ang Bagong Password').fill('short')
  await submit.click()
  await expect(alert).toHaveText('Dapat may hindi bababa sa 8 character ang password.')
  await page.getByLabel('Bagong Password', { exact: true }).fill('NewPass123!')
  await page.getByLabel('Kumpirmahin ang Bagong Password').fill('NewPass123?')
  await submit.click()
  await expect(alert).toHaveText('Hindi magkatugma ang mga password.')
  await page.getByLabel('Kumpirmahin ang Bagong Password').fill('NewPass123!')
  await submit.click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Na-reset na ang Password' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/fil$/)
})

test('a Filipino reset link with a short unknown token is refused in Filipino', async ({
  page,
}) => {
  await page.goto('/fil/reset-password?token=short&email=a%40b.ph')
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid na Reset Link' })).toBeVisible()
  await expect(page.getByText('Invalid ang format ng reset token.')).toBeVisible()
  await page.goto('/fil/reset-password')
  await expect(page.getByText('Invalid o kulang ang mga parameter ng reset link.')).toBeVisible()
})

test.describe('the offer and the offline notice, shown together', () => {
  // The site's CSP rightly refuses the injected style that stands in for the browser's text size.
  test.use({ bypassCSP: true, locale: 'fil-PH' })
  for (const width of [320, 375]) {
    for (const textSize of ['100%', '200%']) {
      test(`neither covers the other at ${width} px with ${textSize} text`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 })
        await page.goto('/privacy')
        await page.addStyleTag({ content: `html { font-size: ${textSize} !important }` })
        const notice = page.getByRole('status').filter({ hasText: 'Ready to work offline' })
        const offer = page.getByRole('complementary', {
          name: 'Mas gusto mo bang magbasa sa Filipino?',
        })
        await expect(notice).toBeVisible({ timeout: 20_000 })
        await expect(offer).toBeVisible()

        const [one, other] = [await notice.boundingBox(), await offer.boundingBox()]
        if (!one || !other) throw new Error('a notice has no box')
        const apart =
          one.y + one.height <= other.y ||
          other.y + other.height <= one.y ||
          one.x + one.width <= other.x ||
          other.x + other.width <= one.x
        expect(apart, JSON.stringify({ one, other })).toBe(true)
        // Every control of both, brought into view, answers a tap anywhere on each of its lines.
        const controls = [
          notice.getByRole('button', { name: 'OK' }),
          offer.getByRole('link', { name: 'Basahin ang pahinang ito sa Filipino' }),
          offer.getByRole('button', { name: 'Huwag na' }),
        ]
        for (const control of controls) {
          await control.scrollIntoViewIfNeeded()
          const reachable = await control.evaluate((element) =>
            [...element.getClientRects()].every(({ left, top, right, bottom }) => {
              const [x, y] = [(left + right) / 2, (top + bottom) / 2]
              const points = [
                [x, y],
                [left + 2, y],
                [right - 2, y],
                [x, top + 2],
                [x, bottom - 2],
              ] as const
              return points.every(([px, py]) => element.contains(document.elementFromPoint(px, py)))
            }),
          )
          expect(reachable, await control.innerText()).toBe(true)
        }

        // Focus moves through them as they read, top to bottom.
        await controls[0]!.focus()
        await page.keyboard.press('Tab')
        await expect(controls[1]!).toBeFocused()
        await page.keyboard.press('Tab')
        await expect(controls[2]!).toBeFocused()
      })
    }
  }
})
