import fc from 'fast-check'
import { expect } from 'vitest'

const PAYLOADS = ['<img src=x onerror=alert(1)>', '"><script>alert(1)</script>']

/** Markup that would run if a page inserted it as HTML, with a little text either side. */
export const markupPayload = fc
  .tuple(
    fc.constantFrom(...PAYLOADS),
    fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
    fc.string({ unit: 'grapheme-ascii', maxLength: 4 }),
  )
  .map(([core, before, after]) => `${before}${core}${after}`)

/** Nothing of a payload ran: no image made, no script holding it, no alert (a spy) shown. */
export function expectNothingInjected() {
  expect(document.querySelector('img[src="x"]')).toBeNull()
  const scripts = [...document.querySelectorAll('script')]
  expect(scripts.filter((script) => script.textContent?.includes('alert(1)'))).toEqual([])
  expect(window.alert).not.toHaveBeenCalled()
}
