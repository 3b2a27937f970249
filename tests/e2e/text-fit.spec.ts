import { expect, test, type Page } from '@playwright/test'
import { createAccountWithToken } from './account-kit'
import { resetLink } from './fault-kit'
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

/** Where the lines of an element's text begin, after the first: indexes into its text. */
function lineStarts(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const tops: number[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          tops.push(Math.round(range.getBoundingClientRect().top))
        }
      }
      return tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! ? [i] : []))
    })
}

test.describe('words fit their boxes, 200% text included', () => {
  // The site's CSP rightly refuses the injected style that stands in for the browser's text size.
  test.use({ bypassCSP: true })
  const largeText = (page: Page) =>
    page.addStyleTag({ content: 'html { font-size: 200% !important }' })

  for (const width of [320, 375]) {
    test(`text can be zoomed to 200% at ${width} px without content spilling sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const route of routes) {
        await page.goto(route.path)
        await largeText(page)
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        )
        expect(overflow, route.path).toBeLessThanOrEqual(0)
        expect(await spills(page, 'main li, .card, .site-footer li'), route.path).toEqual([])
      }
    })
  }

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

  for (const width of [320, 1280]) {
    test(`a long email in the reset form wraps only before a dot or @ at ${width} px`, async ({
      page,
      request,
    }) => {
      // Unique, and in parts that each fit a line at 320 px.
      const id = `${Date.now() % 1e6}.${Math.floor(Math.random() * 1e4)}`
      const email = `maria.clara.delos-santos.reyes.de.la.cruz.${id}@mail.isp-mail.com.ph`
      const account = await createAccountWithToken(request, { email })
      await page.setViewportSize({ width, height: 900 })
      await page.goto(resetLink(account.token, email))
      await largeText(page)
      const summary = page.locator('.account-summary')
      await expect(summary).toContainText(email)
      const shown = '.account-summary__email'
      const starts = await lineStarts(page, shown)
      expect(starts.length, 'the address takes more than one line here').toBeGreaterThan(0)
      const cuts = starts.map((i) => `${email.slice(0, i)}|${email.slice(i)}`)
      for (const [n, i] of starts.entries()) {
        expect(email[i] === '.' || email[i] === '@' || email[i - 1] === '-', cuts[n]).toBe(true)
      }
      expect(await spills(page, '.card')).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
