import { expect, test, type Page } from '@playwright/test'
import { filNotFound, notFound, sitePages } from './site-pages'

const routes = [...sitePages, notFound, filNotFound]

/** Parts of the elements `selector` finds that stick out sideways, past the element itself. */
function spills(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect()
      return [...element.querySelectorAll('*')]
        .filter((inner) => {
          const { left, right, width } = inner.getBoundingClientRect()
          return width > 0 && (left < box.left - 0.5 || right > box.right + 0.5)
        })
        .map(
          (inner) =>
            `${inner.tagName} "${inner.textContent?.slice(0, 30)}" in ${element.className}`,
        )
    }),
  )
}

/** Words (hyphenated parts apart) that the lines of the elements `selector` finds cut in two. */
function cutWords(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const cut: string[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) cut.push(word[0])
        }
      }
      return cut
    }),
  )
}

test.describe('words fit their boxes, 200% text included', () => {
  // The site's CSP rightly refuses the injected style that stands in for the browser's text size.
  test.use({ bypassCSP: true })
  const largeText = (page: Page) =>
    page.addStyleTag({ content: 'html { font-size: 200% !important }' })

  test('text can be zoomed to 200% without content spilling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const route of routes) {
      await page.goto(route.path)
      await largeText(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, route.path).toBeLessThanOrEqual(0)
    }
  })

  const cardViews = [
    { width: 1280, textSize: '200%' },
    { width: 960, textSize: '100%' },
  ]
  for (const path of ['/', '/fil']) {
    for (const { width, textSize } of cardViews) {
      test(`${path}: at ${width} px with ${textSize} text the cards keep their words whole and inside them`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await page.addStyleTag({ content: `html { font-size: ${textSize} !important }` })
        const cards = '.threat-card, .feature'
        await expect(page.locator(cards)).not.toHaveCount(0)
        expect(await spills(page, cards)).toEqual([])
        expect(await spills(page, '.container')).toEqual([])
        expect(await cutWords(page, cards)).toEqual([])
      })
    }
  }
})
