import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Verdict } from '@/features/message-check/check-rules'
import { markRanges } from '@/features/message-check/components/mark-ranges'
import { MarkedMessage } from '@/features/message-check/components/marked-message'
import { enCheckWords } from '@/features/message-check/words/en'
import { CheckWordsProvider } from '@/features/message-check/words-context'

const verdict = (
  excerpts: string[],
  links: Verdict['links'] = [],
  hosts: string[] = [],
): Verdict => ({
  level: 'high',
  findings: [
    ...excerpts.map((excerpt) => ({ code: 'pressure' as const, weight: 1, excerpt })),
    ...hosts.map((host) => ({ code: 'risky-tld-link' as const, weight: 1, host, excerpt: host })),
  ],
  links,
  truncated: false,
})

const marked = (message: string, v: Verdict) =>
  markRanges(message, v).map(({ start, end }) => message.slice(start, end))

describe('the words behind a finding, found in the message as written', () => {
  it.each([
    ['Pls send ur OTP now', 'send your otp', 'send ur OTP'],
    ['I-CLÁIM na ang premyo mo', 'iclaim na', 'I-CLÁIM na'],
    ['Pay P500 now', 'pay ₱500', 'Pay P500'],
    ['Pay PHP 500 now', 'pay ₱500', 'Pay PHP 500'],
    ['Bayad 500 pesos agad', 'bayad ₱500', 'Bayad 500'],
    ['Claim your Jackp0t today', 'jackpot', 'Jackp0t'],
    ['You\u200b won a prize', 'you won', 'You\u200b won'],
    ['Magbayad ng ₱500 ngayon', 'magbayad ng ₱5', 'Magbayad ng ₱500'],
  ])('%s', (message, excerpt, expected) => {
    expect(marked(message, verdict([excerpt]))).toEqual([expected])
  })

  it('marks each flagged link every time it is written, and no other link', () => {
    const message =
      'Go to https://gcash-login.top/a or https://gcash.com, again https://gcash-login.top/a'
    const link = (text: string, host: string, from = 0) => {
      const start = message.indexOf(text, from)
      return { text, host, start, end: start + text.length }
    }
    const links = [
      link('https://gcash-login.top/a', 'gcash-login.top'),
      link('https://gcash.com', 'gcash.com'),
      link('https://gcash-login.top/a', 'gcash-login.top', 40),
    ]
    expect(marked(message, verdict([], links, ['gcash-login.top']))).toEqual([
      'https://gcash-login.top/a',
      'https://gcash-login.top/a',
    ])
  })

  it('joins overlapping marks and marks nothing it cannot find', () => {
    expect(
      marked('act now or lose it', verdict(['act now', 'now or lose', 'absent words'])),
    ).toEqual(['act now or lose'])
  })
})

describe('a long message', () => {
  const words = (verdict: Verdict, message: string) => {
    render(
      <CheckWordsProvider words={enCheckWords}>
        <MarkedMessage message={message} verdict={verdict} />
      </CheckWordsProvider>,
    )
  }

  it('says when only part of it was read', () => {
    words({ ...verdict(['you won']), truncated: true }, 'You won a prize')
    expect(
      screen.getByText(
        'This message is long: only its first part was read, so something further on may be missed.',
      ),
    ).toBeVisible()
  })

  it('says when only its start is shown, and shows that much as text', () => {
    const message = `You won a prize ${'x'.repeat(30_000)}`
    words(verdict(['you won']), message)
    expect(screen.getByText('This message is long: only its start is shown here.')).toBeVisible()
    expect(
      screen.getByRole('region', { name: 'Your message, with what we found marked' }).textContent,
    ).toBe(message.slice(0, 20_000))
    expect(screen.queryByText(/only its first part was read/)).toBeNull()
  })
})
