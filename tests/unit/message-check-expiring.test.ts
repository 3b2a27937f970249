import { describe, expect, it } from 'vitest'
import { checkByRules } from './rules-only'

const codesOf = (text: string) => checkByRules(text).findings.map((finding) => finding.code)

describe('a code handed over that expires', () => {
  it.each([
    'Your OTP is 614742. Ref no: 100002866152. Code will expire in 1 minute.',
    'Ang iyong OTP ay 403318. Mag-e-expire ito sa loob ng 2 minuto. Ref. No. 310045562981',
  ])('is no hurry: %s', (text) => {
    expect(codesOf(text)).not.toContain('pressure')
  })

  it('still hurries when the code is to be sent on', () => {
    const text =
      'Your verification code is 4421. Send it to 09171234567 now, it will expire in 5 minutes'
    expect(codesOf(text)).toContain('pressure')
  })
})

describe('money named in a promo', () => {
  it.each([
    'Good news! You no longer have to pay a P10.00 convenience fee for your bills in the Maya app.',
    'Get a share in the P500,000 prize pool when you hit 10 raffle entries this month!',
  ])('is no ask: %s', (text) => {
    expect(codesOf(text)).not.toContain('asks-for-money')
  })

  it.each([
    'Pay ₱1,500 now to avoid disconnection of your line.',
    'Pakisend naman ng ₱500 sa akin, bayaran kita bukas.',
    'Share ₱300 with me for the load, please.',
  ])('is still an ask: %s', (text) => {
    expect(codesOf(text)).toContain('asks-for-money')
  })
})

describe('a raffle citing its permit as DTI-FTEB', () => {
  it.each([
    'Congratulations! You won P5,000 in the Maya Merry Money raffle. Your prize is now in your Maya wallet. Per DTI-FTEB Permit No. 186574, Series of 2024',
    'You won P2,000 in our raffle, credited to your GCash wallet. DTI FTEB Permit Number 201887 s2024',
  ])('is a registered promo: %s', (text) => {
    expect(checkByRules(text).level).toBe('none')
  })
})

describe('a code to use in the sender’s own app', () => {
  it.each([
    'SHOPEE: TO UPDATE YOUR PASSWORD, use OTP code 719872. Valid for 15 mins.',
    'Grab: Your verification code is 5521. Enter it in the app to update your password.',
  ])('asks for no code: %s', (text) => {
    expect(codesOf(text)).not.toContain('asks-for-code')
  })

  it.each([
    'Your GCash OTP is 123456. Reply with this code and your password to verify your account.',
    'GCash: Your OTP is 882211. Update your MPIN now or your account is blocked. Call 09171234567',
  ])('still asks when the code can be handed on: %s', (text) => {
    expect(codesOf(text)).toContain('asks-for-code')
  })
})
