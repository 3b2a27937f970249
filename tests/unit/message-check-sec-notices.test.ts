import { describe, expect, it } from 'vitest'
import { checkByRules } from './rules-only'

const levelOf = (text: string) => checkByRules(text).level

describe("a regulator's notice that quotes a scam without the word scam", () => {
  it.each([
    'SEC: Fast and easy loan pero kailangan ng advance fee? Maging mapanuri at huwag maging biktima. Check with SEC!',
    'SEC: Bayad muna bago utang? Dumulog sa SEC website o official FB page para sa dagdag kaalaman.',
    'Online lender asking for a processing fee before release? Do not be a victim. Verify with SEC first.',
  ])('is not flagged: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('leaves the scam it quotes high risk', () => {
    expect(
      levelOf(
        'Approved na ang loan mo na P50,000! Magbayad lang ng P1,500 processing fee sa GCash 09171234567 para marelease.',
      ),
    ).toBe('high')
  })
})
