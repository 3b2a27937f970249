import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { notFound, sitePages } from './site-pages'

const routes = [...sitePages, notFound]
const widths = [375, 1280]
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

for (const width of widths) {
  for (const route of routes) {
    test(`${route.path} has no WCAG 2.2 A/AA violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(route.path)
      await expect(
        page.getByRole('heading', { level: 1, name: route.heading }).first(),
      ).toBeVisible()
      const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
      )
      expect(summary).toEqual([])
    })
  }
}

test.describe('with 200% text', () => {
  // The site's CSP rightly refuses the injected style that stands in for the browser's text size.
  test.use({ bypassCSP: true })
  test('text can be zoomed to 200% without content spilling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const route of routes) {
      await page.goto(route.path)
      await page.addStyleTag({ content: 'html { font-size: 200% !important }' })
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, route.path).toBeLessThanOrEqual(0)
    }
  })
})
