import { expect, test } from '@playwright/test'
import { notFound, sitePages } from './site-pages'

const pages = [...sitePages, notFound]

for (const page of pages) {
  test(`${page.path} opens as a deep link and after a reload`, async ({ page: tab }) => {
    const errors: string[] = []
    tab.on('pageerror', (error) => errors.push(error.message))
    await tab.goto(page.path)
    await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible()
    await expect(tab).toHaveTitle(page.title)
    await tab.reload()
    await expect(tab.getByRole('heading', { level: 1, name: page.heading })).toBeVisible()
    expect(errors).toEqual([])
  })
}

test('the landing page shows every part the spec names', async ({ page }) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy')
  await expect(header.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
  await expect(page.getByRole('link', { name: /Google Play/ }).first()).toHaveAttribute(
    'href',
    /play\.google\.com\/store\/apps\/details/,
  )
  for (const figure of ['13.4%', '34%', '74%']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  }
  await expect(
    page.getByText(/SMS scams dropped by 2025 while fraud on social media grew/),
  ).toBeVisible()
  for (const name of [
    'Instant Scam Detection',
    'AI-Powered Analysis',
    'Sender Verification',
    'Built-in Safety Tips',
    'One-Tap Protection',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(/powered by/i)
  await expect(footer).toContainText('© 2025')
})

test("a blocked image shows 'Image unavailable'", async ({ page }) => {
  await page.route('**/*.svg', (route) => route.abort())
  await page.goto('/')
  await page.getByRole('heading', { name: /Check before you click/ }).scrollIntoViewIfNeeded()
  await expect(page.getByText('Image unavailable').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
})

test('the policies lead back home', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path)
    await expect(page.getByText('Effective September 2025', { exact: true })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
  }
})

test('the 404 page offers the way home, the policies and help', async ({ page }) => {
  await page.goto('/nowhere')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: /privacy/i })).toBeVisible()
  await expect(main.getByRole('link', { name: /terms/i })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Need Help?' })).toBeVisible()
  await page.getByRole('link', { name: 'Go Home' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Is this a scam?' })).toBeVisible()
})

test('the mobile menu opens, closes on Escape and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/')
  const toggle = page.getByRole('button', { name: 'Menu' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Privacy' })).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Privacy' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await toggle.click()
  await nav.getByRole('link', { name: 'Privacy' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
})

test('no page scrolls sideways at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const { path, heading } of pages) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

test('the skip link stays out of sight until it has the focus, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/', '/fil']) {
    await page.goto(path)
    const link = page.locator('.skip-link')
    const hidden = await link.boundingBox()
    expect(hidden!.y + hidden!.height, path).toBeLessThanOrEqual(0)
    await page.keyboard.press('Tab')
    await expect(link).toBeFocused()
    await expect(link).toBeInViewport({ ratio: 1 })
  }
})
