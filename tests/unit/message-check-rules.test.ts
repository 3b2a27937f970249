import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes } from './verdict-of'

describe('links', () => {
  it.each([
    [
      'a brand in a host it does not own',
      'Verify: https://gcash-verify.top/login',
      'brand-lookalike-link',
    ],
    ['a scheme-less lookalike', 'Login at gcash-verify.top/login', 'brand-lookalike-link'],
    ['a shortener', 'See bit.ly/3xYzAb', 'shortened-link'],
    ['a decimal IPv4 address', 'Open http://3232235777/', 'ip-address-link'],
    ['a Cyrillic а in gcash', 'Open gc\u0430sh.com now', 'mixed-script-link'],
    ['a user@host trick', 'Open https://gcash.com@evil.top/', 'userinfo-link'],
    ['a risky top-level domain', 'Open https://promo-claim.xyz', 'risky-tld-link'],
  ])('finds %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it('reads the real host behind user info and a decimal address', () => {
    expect(checkMessage('https://gcash.com@evil.top/').links).toMatchObject([
      { text: 'https://gcash.com@evil.top/', host: 'evil.top' },
    ])
    expect(checkMessage('http://3232235777/').links[0]?.host).toBe('192.168.1.1')
    const lookalike = checkMessage('gc\u0430sh.com').findings.find(
      (finding) => finding.code === 'brand-lookalike-link',
    )
    expect(lookalike?.brand).toBe('GCash')
  })

  it.each([
    'https://www.gcash.com',
    'new.gcash.com',
    'https://www.bdo.com.ph',
    'https://www.dict.gov.ph',
    'https://www.sss.gov.ph',
    'https://lgu.quezon.gov.ph/advisory',
  ])('does not flag the official %s', (text) => {
    expect(checkMessage(`Visit ${text} for details`).level).toBe('none')
  })
})

describe('asks', () => {
  it.each([
    'Your GCash code is 123456. Never share this code with anyone.',
    'Do not share your OTP.',
    'Ang OTP mo ay 551902. Huwag itong ibigay kahit kanino.',
    'Hindi kailanman hihingin ng GCash ang iyong MPIN.',
  ])('a safety notice is not an ask: %s', (text) => {
    expect(codes(text)).not.toContain('asks-for-code')
  })

  it.each([
    ['Please reply with the 6-digit code we sent you.', 'asks-for-code'],
    ["Don't worry, just send the OTP here.", 'asks-for-code'],
    ['Pay the P1,500 processing fee to release your loan.', 'asks-fee'],
    ['Wrong send po ako ng P500, paki-balik po.', 'asks-return-money'],
  ])('%s', (text, code) => {
    expect(codes(text)).toContain(code)
  })
})

describe('hostile input', () => {
  it.each([
    ['20,000 symbols', '!@#$'.repeat(5_000)],
    ['a 10,000-character link', `https://${'a'.repeat(10_000)}.top/`],
    [
      'control and combining characters',
      `g\u0000c\u0007a\u0301\u0336s\u200bh ${'\u0301'.repeat(5_000)}`,
    ],
    ['emoji', '🎉💸📦'.repeat(2_000)],
  ])('returns a verdict for %s', (_name, text) => {
    expect(['high', 'warning', 'none']).toContain(checkMessage(text).level)
  })

  it('never throws and always answers one of the three levels', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
        expect(['high', 'warning', 'none']).toContain(checkMessage(text).level)
      }),
      { numRuns: 300 },
    )
  })
})
