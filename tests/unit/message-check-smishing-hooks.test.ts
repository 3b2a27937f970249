import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes, levelOf } from './verdict-of'

describe('smishing hooks that need no link', () => {
  it.each([
    ['a key to press to claim', 'Reply YES to claim your reward', 'asks-to-call'],
    ['a reply for details', 'Earn $500 weekly. Text back for info', 'asks-to-call'],
    ['payment in gift cards', 'Send $200 in Google Play gift cards to unlock it', 'asks-for-money'],
    ['gift cards to buy', 'Please buy 4 Apple gift cards and send me the codes', 'asks-for-money'],
    ['a loan forgiven', 'You qualify for student loan forgiveness', 'easy-loan'],
    ['debts relieved', 'New debt relief program: cut what you owe in half', 'easy-loan'],
    ['a benefit to claim', 'You qualify for a $6,400 health subsidy', 'aid-claim'],
    ['a $0 health plan', 'Get a $0 premium health plan today', 'aid-claim'],
    ['mortgage relief', 'Mortgage relief: lower your mortgage payment by $400/month', 'easy-loan'],
    [
      'an enrollment deadline',
      'Health insurance open enrollment ends soon! Reply YES',
      'aid-claim',
    ],
    ['a mystery shopper', 'Mystery shopper needed in your area! Reply YES', 'job-bait'],
    ['free solar panels', 'Get free solar panels through the new government program', 'aid-claim'],
    [
      'a loan discharged',
      'Your federal student loans are eligible for full discharge',
      'aid-claim',
    ],
    ['a lapsing warranty', 'Your vehicle warranty is about to expire', 'threat'],
    ['a final notice', 'FINAL NOTICE regarding your account', 'threat'],
    ['an unclaimed package', 'You have an unclaimed package at our depot', 'held-parcel-or-fine'],
    ['a package that cannot come', 'Your package cannot be delivered today', 'held-parcel-or-fine'],
    ['a prize "you have won"', 'Congrats, you have won an iPhone 15', 'unentered-prize'],
    ['a selection', "You've been selected for a $750 reward", 'unentered-prize'],
    ['a wrong-number opener', 'Hi, is this Jennifer? Its Mike from the gym', 'stranger-opener'],
    ['a number saved wrong', 'Hey, did I save your number wrong?', 'stranger-opener'],
  ])('reads %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it.each([
    [
      'a loan forgiven, by reply',
      'You qualify for student loan forgiveness. Reply YES to see if you are eligible',
    ],
    ['a parcel, by reply', 'You have an unclaimed package. Reply Y to schedule delivery'],
    ['a job, by a text back', 'Get paid to drive! Earn $500 weekly. Text back for info'],
    [
      'a failed payment, fixed at a site nobody vouches for',
      'We were unable to process your last payment. Update here https://bill-fix-center.com/b',
    ],
    [
      'a new device, checked at a site nobody vouches for',
      'A new device signed in to your account. Not you? https://acc-alert-center.com/a',
    ],
    [
      'a late fee, paid at a site nobody vouches for',
      'Your account has an outstanding balance of $4.15. Pay now https://pay-tollcenter.com/x',
    ],
    [
      'an expired payment method, updated at a site nobody vouches for',
      'Your payment method has expired. Update now: https://billing-srv-center.com/x',
    ],
    [
      'an address that could not be verified',
      'We could not verify your shipping address. Please update: https://trk-info-center.com/x',
    ],
    [
      'a tracking number with an issue',
      'Your tracking number 9400 1000 0000 has an issue. Details: https://trk-info-center.com/x',
    ],
  ])('calls %s high risk', (_name, text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    ['a reply to a friend', 'Reply when you can, I want to know if you can come on Sunday'],
    [
      'a bank promo of a pre-qualified loan',
      'You are pre-qualified for a Quick Loan. Apply via the app',
    ],
    [
      'a shop voucher to claim in the app',
      'You received a P20 voucher. Tap Vouchers on the app to claim your gift',
    ],
    ['a buyer asking after an item', 'Hi, is this still available?'],
    ['a question about a thing', 'Hi is this ok?'],
    ['a warning about gift-card scams', 'Never pay anyone in gift cards: it is a scam'],
  ])('leaves %s alone', (_name, text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('weighs nothing for a sign-in alert without a link', () => {
    const alert = checkMessage('A new device signed in to your account.')
    expect(alert.findings).toContainEqual(expect.objectContaining({ code: 'threat', weight: 0 }))
    expect(alert.level).not.toBe('high')
  })
})
