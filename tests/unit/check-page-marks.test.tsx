import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkMessage, type Verdict } from '@/features/message-check/check-rules'
import { markRanges } from '@/features/message-check/components/mark-ranges'
import { MarkedMessage } from '@/features/message-check/components/marked-message'
import { enCheckWords } from '@/features/message-check/words/en'
import { CheckWordsProvider } from '@/features/message-check/words-context'

const verdict = (
  words: [number, number][],
  links: Verdict['links'] = [],
  hosts: string[] = [],
): Verdict => ({
  level: 'high',
  findings: [
    ...words.map(([start, end]) => ({ code: 'pressure' as const, weight: 1, start, end })),
    ...hosts.map((host) => ({ code: 'risky-tld-link' as const, weight: 1, host, excerpt: host })),
  ],
  links,
  truncated: false,
})
/** Where the words stand in the message, as the check reports them. */
const at = (message: string, words: string): [number, number] => {
  const start = message.indexOf(words)
  return [start, start + words.length]
}

const marked = (message: string, v: Verdict) =>
  markRanges(message, v).map(({ start, end }) => message.slice(start, end))

describe('the words behind a finding, marked where the check read them', () => {
  it.each([
    ['Pls send ur OTP now', 'send ur OTP', 'send ur OTP'],
    ['Magbayad ng ₱500 ngayon', 'Magbayad ng ₱5', 'Magbayad ng ₱500'],
    ['Claim your Jackp0t today', 'ckp0', 'Jackp0t'],
  ])('%s', (message, words, expected) => {
    expect(marked(message, verdict([at(message, words)]))).toEqual([expected])
  })

  it('marks the words of a real verdict as written', () => {
    const message = 'Pls send ur OTP now, Jackp0t na! Pay P500 sa GCash 0917 123 4567'
    const found = checkMessage(message)
    expect(found.level).not.toBe('none')
    expect(marked(message, found)).toContain('send ur OTP')
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

  it('joins overlapping marks, and keeps to the part of the message shown', () => {
    const message = 'act now or lose it'
    expect(marked(message, verdict([at(message, 'act now'), at(message, 'now or lose')]))).toEqual([
      'act now or lose',
    ])
    expect(
      marked(
        'act now',
        verdict([
          [4, 30],
          [40, 50],
        ]),
      ),
    ).toEqual(['now'])
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
    words({ ...verdict([[0, 7]]), truncated: true }, 'You won a prize')
    expect(
      screen.getByText(
        'This message is long: only its first part was read, so something further on may be missed.',
      ),
    ).toBeVisible()
  })

  it('says when only its start is shown, and shows that much as text', () => {
    const message = `You won a prize ${'x'.repeat(30_000)}`
    words(verdict([[0, 7]]), message)
    expect(screen.getByText('This message is long: only its start is shown here.')).toBeVisible()
    expect(
      screen.getByRole('region', { name: 'Your message, with what we found marked' }).textContent,
    ).toBe(message.slice(0, 20_000))
    expect(screen.queryByText(/only its first part was read/)).toBeNull()
  })
})
