import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated, holdScripts } from './fault-kit'

// Each language's header words, its own name, and its help link (header and footer agree).
const languages = [
  {
    name: 'English',
    lang: 'en-PH',
    prefix: '',
    header: ['Check a message', 'Scammed? Get help', 'Privacy', 'Terms'],
    menuButton: 'Menu',
    menuLabel: 'Language: English',
  },
  {
    name: 'Filipino',
    lang: 'fil',
    prefix: '/fil',
    header: [
      'Suriin ang mensahe',
      'Na-scam? Humingi ng tulong',
      'Patakaran sa Privacy',
      'Mga Tuntunin',
    ],
    menuButton: 'Menu',
    menuLabel: 'Wika: Filipino',
  },
  {
    name: 'Bisaya',
    lang: 'ceb',
    prefix: '/ceb',
    header: [
      'Susiha ang mensahe',
      'Na-scam? Pangayo og tabang',
      'Palisiya sa Privacy',
      'Mga Termino',
    ],
    menuButton: 'Menu',
    menuLabel: 'Pinulongan: Bisaya',
  },
]
const pagesOfHeader = ['/check', '/help', '/privacy', '/terms']
const languageMenu = (page: Page) => page.locator('.language-menu')
const summary = (page: Page) => languageMenu(page).locator('summary')

for (const width of [375, 1280]) {
  for (const language of languages) {
    test(`${language.name} header at ${width} px: the check, help, Privacy and Terms, and a language menu`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, `${language.prefix}/terms?from=test`, '.menu-toggle')
      const banner = page.getByRole('banner')
      if (width < 768) await banner.getByRole('button', { name: language.menuButton }).click()
      for (const [index, name] of language.header.entries()) {
        const link = banner.getByRole('link', { name, exact: true })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', `${language.prefix}${pagesOfHeader[index]}`)
      }
      // The help page and the policy have one name each: the footer says the same.
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByRole('link', { name: language.header[1], exact: true })).toHaveCount(
        1,
      )

      await expect(summary(page)).toHaveAccessibleName(language.menuLabel)
      await summary(page).click()
      for (const other of languages) {
        const link = languageMenu(page).getByRole('link', { name: other.name, exact: true })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('lang', other.lang)
        // The same page, its query kept.
        await expect(link).toHaveAttribute('href', `${other.prefix}/terms?from=test`)
        if (other === language) await expect(link).toHaveAttribute('aria-current', 'true')
        else await expect(link).not.toHaveAttribute('aria-current')
      }
      await expect(languageMenu(page).locator('[aria-current="true"]')).toHaveText(language.name)
    })
  }
}

test('the language menu works with the keyboard: open, move, close on Escape', async ({ page }) => {
  await gotoHydrated(page, '/privacy', '.language-menu')
  await summary(page).focus()
  await page.keyboard.press('Enter')
  await expect(languageMenu(page)).toHaveAttribute('open', '')
  await page.keyboard.press('Tab')
  await expect(languageMenu(page).getByRole('link', { name: 'English' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(languageMenu(page).getByRole('link', { name: 'Filipino' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(languageMenu(page)).not.toHaveAttribute('open', '')
  await expect(summary(page)).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/fil\/privacy$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil')
})

test('the language menu opens and leads before the scripts run', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/privacy', { waitUntil: 'commit' })
  await summary(page).click()
  await languageMenu(page).getByRole('link', { name: 'Filipino' }).click()
  await page.waitForURL(/\/fil\/privacy$/, { waitUntil: 'commit' })
  expect(await scripts.isHydrated('.language-menu')).toBe(false)
  scripts.release()
})

/** The parts of `locator` outside the screen's width. */
async function outsideWidth(page: Page, locator: Locator) {
  const width = page.viewportSize()!.width
  const boxes = await locator.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  )
  return boxes.filter((box) => box.left < -0.5 || box.right > width + 0.5)
}

test.describe('with 200% text', () => {
  // The larger text is a style the test adds.
  test.use({ bypassCSP: true })

  test('the header and its language menu fit 320 px with 200% text', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await gotoHydrated(page, '/fil/privacy', '.language-menu')
    await page.addStyleTag({ content: 'html { font-size: 200% !important }' })
    await summary(page).click()
    const items = languageMenu(page).getByRole('link')
    await expect(items).toHaveCount(languages.length)
    for (const item of await items.all()) await expect(item).toBeVisible()
    expect(await outsideWidth(page, page.locator('.site-header *'))).toEqual([])
    await summary(page).click()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(
      page.getByRole('link', { name: 'Na-scam? Humingi ng tulong' }).first(),
    ).toBeVisible()
    expect(await outsideWidth(page, page.locator('.site-header *'))).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  })
})

for (const width of [375, 1280]) {
  test(`landing at ${width} px: the check is a button beside the store button, on the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const hero = page.locator('section.hero')
    const check = hero.getByRole('link', { name: 'Check a message, no app needed' })
    await expect(check).toHaveAttribute('href', '/check')
    await expect(check).toHaveClass(/\bbutton\b/)
    await expect(check).toBeInViewport({ ratio: 1 })
    const store = hero.getByRole('link', { name: /Google Play/ })
    const [checkBox, storeBox] = [await check.boundingBox(), await store.boundingBox()]
    // Side by side where they fit, else right below it.
    if (width >= 1024) expect(Math.abs(checkBox!.y - storeBox!.y)).toBeLessThan(12)
    else expect(checkBox!.y - (storeBox!.y + storeBox!.height)).toBeLessThan(24)
    // On a phone the words come first: no drawing before the statistics.
    await expect(hero.getByRole('img', { name: /A phone showing/ })).toBeVisible({
      visible: width >= 1024,
    })
  })
}

for (const width of [375, 800, 1280]) {
  test(`the feature cards fill every row of their grid at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const rows = await page.locator('.feature-grid').evaluate((grid) => {
      const right = grid.getBoundingClientRect().right
      const ends = new Map<number, number>()
      for (const card of grid.children) {
        const box = card.getBoundingClientRect()
        ends.set(Math.round(box.top), Math.max(ends.get(Math.round(box.top)) ?? 0, box.right))
      }
      return [...ends.values()].map((end) => Math.round(right - end))
    })
    expect(rows.length).toBeGreaterThan(1)
    expect(rows).toEqual(rows.map(() => 0))
  })
}

test.describe('the scam guide', () => {
  test('folds each kind; the contents and a link from the check open it', async ({ page }) => {
    await gotoHydrated(page, '/scams', '.guide__toc a')
    const sections = page.locator('section.scam-kind details')
    await expect(sections).toHaveCount(13)
    await expect(page.locator('section.scam-kind details[open]')).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 3, name: 'Red flags' }).first()).toBeHidden()

    await page
      .getByRole('navigation', { name: 'Scams on this page' })
      .getByRole('link', { name: 'Love scams' })
      .click()
    const love = page.locator('details:has(#love)')
    await expect(love).toHaveAttribute('open', '')
    await expect(love.getByRole('heading', { level: 2, name: 'Love scams' })).toBeInViewport()
    await love.getByRole('link', { name: 'Back to the list of scams' }).click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Scams on this page' }),
    ).toBeInViewport()

    // The summary folds and unfolds it by hand.
    await love.locator('summary').click()
    await expect(love).not.toHaveAttribute('open', '')
  })

  test('an address with an anchor opens its section, with no script too', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/scams#money-mule')
    const mule = page.locator('details:has(#money-mule)')
    await expect(mule).toHaveAttribute('open', '')
    await expect(mule.locator('summary')).toBeInViewport()
    await page.unrouteAll()
    await page.goto('/fil/scams#wrong-send')
    await expect(page.locator('details:has(#wrong-send)')).toHaveAttribute('open', '')
  })

  test('leads to the check and to help once, and prints whole', async ({ page }) => {
    await page.goto('/scams')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Check a message you got' })).toHaveCount(1)
    await expect(
      main.getByRole('link', { name: 'Already paid or shared a code? Do this now' }),
    ).toHaveCount(1)
    await page.emulateMedia({ media: 'print' })
    const redFlags = page.getByRole('heading', { level: 3, name: 'Red flags' })
    await expect(redFlags).toHaveCount(13)
    for (const heading of await redFlags.all()) await expect(heading).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the list of scams' }).first()).toBeHidden()
  })
})

test('a floating notice never covers the footer: the page scrolls its last line clear', async ({
  browser,
}) => {
  // The offer alone: the service worker's "Ready to work offline" would take room of its own.
  const context = await browser.newContext({
    locale: 'fil-PH',
    viewport: { width: 375, height: 700 },
    serviceWorkers: 'block',
  })
  const page = await context.newPage()
  await page.goto('/privacy')
  const offer = page.getByRole('complementary', { name: 'Mas gusto mo bang magbasa sa Filipino?' })
  await expect(offer).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => {
        // As far down as the page goes.
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
        const notices = [...document.querySelectorAll('.floating-notices > *')]
          .map((notice) => notice.getBoundingClientRect())
          .filter((box) => box.height > 0)
        const top = Math.min(...notices.map((box) => box.top))
        const footer = [...document.querySelectorAll('.site-footer a, .site-footer p')]
        return footer
          .map((element) => element.getBoundingClientRect())
          .filter((box) => box.bottom > top)
          .map((box) => Math.round(box.bottom - top))
      }),
    )
    .toEqual([])
  await offer.getByRole('button', { name: 'Huwag na' }).click()
  await expect
    .poll(() =>
      page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--floating-notices-room'),
      ),
    )
    .toBe('0px')
  await context.close()
})
