import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createAccountWithToken, openDeleteDialog } from './account-kit'
import { filNotFound, notFound, sitePages } from './site-pages'

const routes = [...sitePages, notFound, filNotFound]
const widths = [375, 1280]
const schemes = ['light', 'dark'] as const
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

for (const colorScheme of schemes) {
  for (const route of routes) {
    // One load a page and scheme: the narrow layout is audited, then the wide one.
    test(`${route.path} has no WCAG 2.2 A/AA violations at ${widths.join(' and ')} px, ${colorScheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        if (width === widths[0]) await page.goto(route.path)
        await expect(
          page.getByRole('heading', { level: 1, name: route.heading }).first(),
        ).toBeVisible()
        expect(await violations(page), `at ${width} px`).toEqual([])
      }
    })
  }

  test(`the delete dialog and the notice after it have no violations, ${colorScheme}`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme })
    const { dialog } = await openDeleteDialog(page, request)
    await expect(dialog).toBeVisible()
    expect(await violations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click()
    await expect(page.getByText('Your account has been successfully deleted.')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })

  test(`form alerts, offline notices and the open menu have no violations, ${colorScheme}`, async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 375, height: 900 })
    await page.goto('/delete-account')
    await page.getByRole('button', { name: 'Delete My Account' }).click()
    await expect(page.getByText('Please fill in both email and password fields.')).toBeVisible()
    await context.setOffline(true)
    await expect(page.getByText('You are offline.')).toBeVisible()
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    expect(await violations(page)).toEqual([])
    await context.setOffline(false)
  })

  test(`the reset form has no violations, ${colorScheme}`, async ({ page, request }) => {
    await page.emulateMedia({ colorScheme })
    const account = await createAccountWithToken(request)
    await page.goto(
      `/reset-password?token=${account.token}&email=${encodeURIComponent(account.email)}`,
    )
    await expect(page.getByLabel('New Password', { exact: true })).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
}

test('dark mode is in the CSS: it paints before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false })
  const page = await context.newPage()
  for (const route of routes.filter((r) => r.path !== '/reset-password')) {
    await page.goto(route.path)
    const colors = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return [
        style.backgroundColor,
        style.color,
        getComputedStyle(document.documentElement).colorScheme,
      ]
    })
    expect(colors, route.path).toEqual(['rgb(14, 22, 37)', 'rgb(230, 235, 244)', 'light dark'])
  }
  await context.close()
})

test('the browser bar follows the scheme', async ({ page }) => {
  await page.goto('/')
  const themes = page.locator('meta[name="theme-color"]')
  await expect(themes.and(page.locator('[media="(prefers-color-scheme: light)"]'))).toHaveAttribute(
    'content',
    '#0b3d91',
  )
  await expect(themes.and(page.locator('[media="(prefers-color-scheme: dark)"]'))).toHaveAttribute(
    'content',
    '#0e1625',
  )
})

test('in forced colours every control keeps its outline and its focus ring', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' })
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto('/')
  const drawn = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const style = getComputedStyle(el)
        return style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0
      })
  for (const selector of ['.menu-toggle', '.store-button']) expect(await drawn(selector)).toBe(true)
  // The menu icon's bars are backgrounds, which high contrast themes drop unless told otherwise.
  const bars = await page
    .locator('.menu-toggle__icon')
    .evaluate((el) => [
      getComputedStyle(el).backgroundColor,
      getComputedStyle(el.parentElement as Element).backgroundColor,
    ])
  expect(bars[0]).not.toBe(bars[1])

  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
  }
})
