import { describe, expect, it } from 'vitest'
import { checkMessage, type SecondOpinion } from '@/features/message-check/check-rules'

/** The rules alone: the learned model is tested on its own. */
const rulesOnly: SecondOpinion = {
  score: () => 0,
  weakAt: Infinity,
  warnAt: Infinity,
  strongAt: Infinity,
}
const levelOf = (text: string) => checkMessage(text, rulesOnly).level

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
