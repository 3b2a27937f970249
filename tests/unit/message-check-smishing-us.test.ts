import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { riskLevel } from '@/features/message-check/scoring'
import { codes, levelOf } from './verdict-of'

const weightOf = (text: string, code: string) =>
  Math.max(
    0,
    ...checkMessage(text)
      .findings.filter((finding) => finding.code === code)
      .map((finding) => finding.weight),
  )

describe('a lure beside a link nobody vouches for', () => {
  it.each([
    ['free money', 'Hello, new free money bonus 888 with no deposit condition: lucrowin.org'],
    ['a reward to claim', 'You have a reward waiting. Claim it before midnight at tanverly.com'],
    ['a sale with an opt-out', 'Keto burn, 30 lbs in 30 days: ketoslimnow.com Reply STOP to end'],
    ['a charge to cancel', 'A charge of 89.99 was made. To cancel visit billdesk-help.com'],
    ['an unread message', 'You have 1 unread message waiting for you: msgbox-view.net'],
    ['a number to update', 'Your mobile number needs to be updated. Update here: numupd.me/u'],
    ['a parcel to see about', 'Hello, your parcel is at the station. Details at stnpost.com'],
    ['a sign-up in Filipino', 'Mag-register ngayon at makakuha ng libreng 88: joypod.de'],
    ['a weird trick', 'Ladies, this one trick removes wrinkles in 7 days: skinglow-offer.com'],
    ['a toll in Spanish', 'Su pago de peaje está pendiente. Pague ahora: peaje-pago.com'],
    ['a full mailbox', 'Your email storage is full. Upgrade: mailbox-upgrade.net'],
    ['a parcel in Spanish', 'Su envío está retenido. Verifique su dirección: entregas-mx.com'],
    ['points about to lapse', 'Your reward points are expiring today. Use them: ptsrewardz.com'],
  ])('weighs 2 and warns: %s', (_name, text) => {
    expect(weightOf(text, 'unknown-link')).toBe(2)
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    ['a plain link to a friend', 'Photos from the party are up at mysharedalbum.net'],
    ['a friend free tonight', 'Are you free tonight? Meet us here: rooftopbar.net'],
    ['a promo citing its permit', 'Win a free phone! Register at gosmdeals.com. DTI Permit 160341'],
    [
      'a warning about such links',
      'Beware: scammers promise free bonus credits at sites like lucrowin.org',
    ],
  ])('weighs 1 on %s', (_name, text) => {
    expect(weightOf(text, 'unknown-link')).toBe(1)
  })

  it('weighs 0 on a shop that names its site under an ending businesses register', () => {
    expect(
      checkMessage('Claim your FREE delivery voucher at Next Upgrade: nextupgrade.ph').findings,
    ).toContainEqual(expect.objectContaining({ code: 'unknown-link', weight: 0 }))
  })

  it('weighs 3 when the site is dressed as a service too', () => {
    expect(
      weightOf('Your $100 reward is ready, claim it: claim-rewards.com/r', 'unknown-link'),
    ).toBe(3)
  })

  it('weighs 2 on a throwaway name that switches letters and digits', () => {
    expect(weightOf('See you tonight at sp7go1.com', 'unknown-link')).toBe(2)
    expect(weightOf('See you tonight at spgoal.com', 'unknown-link')).toBe(1)
  })

  it("makes a brand's ask answered on another site high risk", () => {
    const ask = 'Wells Fargo: secure your account at wf-online-review.com'
    expect(weightOf(ask, 'brand-elsewhere-link')).toBe(5)
    expect(levelOf(ask)).toBe('high')
    const note = 'Wells Fargo branch hours changed for the holiday: wfhours.net'
    expect(weightOf(note, 'brand-elsewhere-link')).toBe(3)
    expect(levelOf(note)).not.toBe('high')
  })
})

describe('US lures of 2022-2023', () => {
  it.each([
    [
      'dollars as a gift card',
      'Your $750 gift card is waiting: glowtrak.net/c7',
      'unentered-prize',
    ],
    ['a free device', 'Win a free iPad this week: plyday.com/p', 'unentered-prize'],
    ['cash deposited', "You're approved! Get $5,000 deposited: fundlyhub.com", 'easy-loan'],
    [
      'members who made money',
      'Our members made a killing. Join: quantedge.com',
      'guaranteed-returns',
    ],
    [
      'an ID said to expire',
      'Your Apple ID is due to expire today, renew at idrenew.help',
      'threat',
    ],
    [
      'an unrecognized transaction',
      'Unrecognized transaction on your card: cardcheck.info',
      'threat',
    ],
    [
      'a registration about to expire',
      'Your registration is about to expire: dmvrenew.info',
      'threat',
    ],
    [
      'a pending delivery',
      'You have a pending delivery. Pay $0.99 here: pkgrel.com',
      'held-parcel-or-fine',
    ],
    ['money to qualify for', 'Get $6,400. See if you qualify: benefitsusa.org', 'aid-claim'],
    [
      'a lower interest rate',
      'Your credit card interest rates can be lowered to 0%. Call a specialist: ratecut-card.info',
      'easy-loan',
    ],
  ])('makes %s beside an unknown link high risk', (_name, text, code) => {
    expect(codes(text)).toContain(code)
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    ['a gift card offer with no link', 'Get a $25 gift card when you trade in your phone'],
    ['an ID that expires, no link', 'Reminder: your gym membership will expire next month'],
    ['a pending delivery, no link', 'You have a pending delivery from Lazada today'],
    [
      'a bank of its own rates',
      'BPI: Enjoy lower interest rates on your loan! Apply at bpi.com.ph',
    ],
  ])('leaves %s below high', (_name, text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it.each([
    ['we met at', 'Hi, this is Amy, we met at the golf club last Saturday', 'stranger-opener'],
    ['a Mr. asked for', 'Hello, are you Mr. Davis? About the dinner on Friday', 'stranger-opener'],
    ['a profile seen', 'Hello dear, I came across your profile on Facebook', 'stranger-opener'],
    ['a dating match', 'You have 1 new match near you waiting to chat', 'stranger-opener'],
    ['an airdrop', 'Claim your USDT airdrop before Friday', 'unentered-prize'],
    ['a beneficiary', 'Dear Beneficiary, contact the admin office', 'unentered-prize'],
    ['a doctor asked for', 'Hi, is this Dr. Wilson? My dog is sneezing', 'stranger-opener'],
    ['an invalid address', 'Your order is held: the address is invalid', 'held-parcel-or-fine'],
    [
      'a boss in a meeting',
      "Are you available? I need a quick favor, I'm in a meeting. - David",
      'stranger-opener',
    ],
    [
      "a friend's phone",
      "Dad, I'm texting from a friend's phone, mine broke. Can you help me?",
      'stranger-opener',
    ],
    [
      'a move off the dating app',
      "Hi, it's Jessica from the dating app, text me here instead",
      'stranger-opener',
    ],
    ['gift cards to pick up', 'Pick up some Apple gift cards for a client today', 'asks-for-money'],
    ['forgiveness', 'Your student loan is eligible for forgiveness. Call us', 'easy-loan'],
    ['solar at no cost', 'Reply YES for solar panels at no cost to homeowners', 'aid-claim'],
    ['a number given', "Hi, I'm new in town. My friend gave me your number", 'stranger-opener'],
    ['a go-between', 'Mr. Wang asked me to contact you about the wine order', 'stranger-opener'],
    [
      'a warranty robocall',
      "We have been trying to reach you regarding your car's extended warranty. Press 1",
      'threat',
    ],
  ])('reads %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it('leaves a meeting that only postpones a call alone', () => {
    expect(levelOf("I'm in a meeting, call me later at 4")).toBe('none')
  })

  it('reads "my old phone" as a new-number story, not a trade-in of "your old phone"', () => {
    expect(codes('Hi Mom, my old phone broke, this is my new one')).toContain('stranger-opener')
    expect(codes('Trade in your old phone for store credit at our branch')).not.toContain(
      'stranger-opener',
    )
  })
})

describe('US threats and channels', () => {
  it.each([
    [
      'a purchase asked about',
      'Did you attempt a purchase of 740.00 at Target? Review: txnreview.net',
    ],
    ['a renewal that failed', 'Your Prime renewal failed. Update your details: primeupd.info'],
  ])('makes %s beside an unknown link high risk', (_name, text) => {
    expect(codes(text)).toContain('threat')
    expect(levelOf(text)).toBe('high')
  })

  it('makes a prize to claim by writing to a free webmail address high risk', () => {
    const text = 'Your number has won 365,000 pounds. Contact Mr. Billy: claimsoffice@yahoo.com'
    expect(codes(text)).toContain('asks-to-call')
    expect(levelOf(text)).toBe('high')
  })
})

describe('an ask to log in at a lured unknown link', () => {
  const lured = { code: 'unknown-link', weight: 2 } as const
  it('is high risk when the ask is about the account', () => {
    const ask = { code: 'asks-to-log-in', weight: 1, excerpt: 'verify your account' } as const
    expect(riskLevel([ask, lured])).toBe('high')
    expect(riskLevel([ask, { ...lured, weight: 1 }])).toBe('warning')
  })

  it('is not when the message only says "visit"', () => {
    expect(riskLevel([{ code: 'asks-to-log-in', weight: 1, excerpt: 'Visit' }, lured])).toBe(
      'warning',
    )
  })
})
