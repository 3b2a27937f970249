import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { levelOf } from './verdict-of'

const callWeight = (text: string) =>
  Math.max(
    -1,
    ...checkMessage(text)
      .findings.filter((finding) => finding.code === 'asks-to-call')
      .map((finding) => finding.weight),
  )

describe('a bank, a card or an account in trouble, and a number to call back', () => {
  it.each([
    'NOTICE: Your Wells Fargo account is on hold. Call our security line at 1-888-606-3945 immediately.',
    'Wells Fargo Alert: Your card has been locked. To avoid permanent closure call 1-877-502-8841 now.',
    'Your electric service will be shut off at 4pm today unless payment is made. Call 866-555-0190',
  ])('calls a threat beside a number to call high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    "Your Coinbase account has been accessed from a new device. If this wasn't you, call 1-855-310-2244",
    "Coinbase: A withdrawal request of 0.52 BTC was initiated. If this wasn't you call support 1-844-203-5518",
    'Amazon Prime: Your membership will auto renew at $139.00. To cancel call 1-866-490-3372',
    'Your account has been used to purchase $499 worth of items. If not you call 1-800-555-0166',
    'PayPal: A payment of $499.00 USD is being processed. If you didnt authorize this, call (844) 555-0129.',
    'Your order has been processed. If you did not make this order, contact us at 1-888-555-0131',
    'PayPal: Your payment of $849.00 to Walmart Online has been processed. For cancellation call 1-866-555-0191',
  ])('weighs a sign-in, withdrawal or renewal to undo by calling as 3: %s', (text) => {
    expect(callWeight(text)).toBe(3)
  })

  it('reads a charge the reader does not recognize, answered by "reply NO", as a call to make', () => {
    const text =
      'FRM:Citi Bank MSG:Your card ending 2209 was used for $326.41 at TARGET. If you dont recognize it reply NO'
    expect(callWeight(text)).toBe(2)
  })

  it('reads "confirm if you authorized" a transfer, answered by "Reply Y or N", as a call to make', () => {
    const text =
      'Huntington: please confirm if you authorized a Zelle transfer of $900. Reply Y or N'
    expect(callWeight(text)).toBe(2)
  })

  it('reads a suspicious transaction answered by "reply NO" as a call to make', () => {
    const text =
      '[Chase] We detected a suspicious transaction of $489.99 at WALMART SUPERCENTER. If this was NOT you reply NO.'
    expect(callWeight(text)).toBe(2)
    expect(levelOf(text)).not.toBe('none')
  })
})

describe('what a call-back ask marks in the message', () => {
  const callExcerpts = (text: string) =>
    checkMessage(text)
      .findings.filter((finding) => finding.code === 'asks-to-call' && finding.weight > 0)
      .map((finding) => finding.excerpt)

  it.each([
    [
      'Hello, this is Sarah from Capital One. Your card ending 4412 was used for $1,203. Call 888-222-3191 if not you',
      'Call 888-222-3191',
    ],
    [
      'Chase Fraud Alert: Did you attempt a purchase of $742.18 at WALMART on 03/14? Reply YES or NO.',
      'Reply YES',
    ],
  ])('marks the call or the reply, not the story before it: %s', (text, marked) => {
    expect(callExcerpts(text)).toEqual([marked])
  })
})

describe("a Philippine bank's, courier's or barangay's own notice", () => {
  it.each([
    'BPI: Your BPI credit card ending 4821 has been temporarily blocked due to unusual activity. Please call our 24/7 hotline at (02) 889-10000 or the number at the back of your card.',
    'EastWest Alert: 3 incorrect PIN attempts were made on your debit card ending 7845. Your card has been blocked for your security. For assistance, call (02) 8888-1700.',
    "BPI: A new device was used to log in to your BPI account. If this wasn't you, call us at 1-800-188-89-100.",
    'Metrobank: As part of a routine security update, your Metrobank credit card ending 6610 is being replaced. Your new card will be delivered to your billing address.',
    'Ninja Van: Delivery attempt failed - recipient not reachable. We will try again on the next working day. Track or reschedule at ninjavan.co',
    'PHLPost: Your item RR123456789PH has arrived at the Manila Central Post Office. Please claim it with a valid ID and pay applicable customs duties. Track at phlpost.gov.ph',
    'Brgy. San Isidro: Ang pamamahagi ng ayuda ay sa Sabado, 8AM-12NN sa barangay hall. Magdala ng valid ID at claim stub.',
  ])('leaves it alone: %s', (text) => {
    const verdict = checkMessage(text)
    expect(verdict.level).toBe('none')
    // The model may hint, below any warning; no rule speaks.
    const ruled = verdict.findings.filter((f) => f.weight > 0 && f.code !== 'worded-like-scam')
    expect(ruled).toEqual([])
  })

  it.each([
    'SPX Express: Your parcel SPXPH041234567890 will be delivered today before 6PM. Please prepare P799.00 for COD.',
    'Lazada: Your package for order #1023456789012345 is out for delivery today. Our rider will contact you. Please prepare P1,249.00 if COD.',
  ])('reads the price of an order paid on delivery as no ask, the model silent: %s', (text) => {
    expect(checkMessage(text).findings).toEqual([])
  })

  it('still counts a blocked card with a mobile number to call', () => {
    const text =
      'BPI: Your credit card has been temporarily blocked due to unusual activity. Call our agent at 0917 555 0143.'
    expect(levelOf(text)).toBe('high')
  })
})
