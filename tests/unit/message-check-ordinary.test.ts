import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import { givesCode, givesPhone } from '@/features/message-check/handed-over'
import {
  citesPromoPermit,
  settledFindings,
  siteNamer,
  textOutside,
  vouchedFindings,
} from '@/features/message-check/ordinary-signs'
import { codes, levelOf } from './verdict-of'

describe('registered promos and sites that name themselves', () => {
  it.each([
    ['DTI192419S24', true],
    ['Promo until 6/30. DTI#181104', true],
    ['Per DTI Fair Trade Permit No. FTEB-179227 Series of 2023', true],
    ['dtifteb162991s23', true],
    ["DTI-NCR #9162 S'2021", false],
    ['Call 09171234567 now', false],
  ])('reads a DTI promo permit in "%s": %s', (text, cited) => {
    expect(citesPromoPermit(text.toLowerCase())).toBe(cited)
  })

  it.each([
    ['cashbee.ph', 'Your Cashbee loan is ready, download the app', true],
    ['shop.nextupgrade.ph', 'Discover your Next Upgrade today', true],
    ['mwellph.onelink.me', 'Book a consult on the mWell app', true],
    ['secure-pay.com', 'GCash: your account is on hold', false],
    ['abc.com', 'abc', false],
  ])('knows whether %s is named in "%s"', (host, text, named) => {
    expect(siteNamer(text)(host)).toBe(named)
  })

  it('leaves the links out of the text it reads for names', () => {
    const text = 'Claim at mayaprize.net now'
    expect(textOutside(text, [{ start: 9, end: 21 }], 100)).not.toContain('mayaprize')
    expect(siteNamer(textOutside(text, [{ start: 9, end: 21 }], 100))('mayaprize.net')).toBe(false)
  })

  it('turns a vouched brand finding into a link it cannot vouch for', () => {
    const elsewhere = {
      code: 'brand-elsewhere-link' as const,
      weight: 3,
      brand: 'Smart',
      host: 'x.ph',
    }
    // named, and under an ending a business registers its name in: the sender's own site
    expect(vouchedFindings([elsewhere], { ownSiteNamed: true, permitCited: false })).toEqual([
      { code: 'unknown-link', weight: 0, host: 'x.ph', excerpt: undefined },
    ])
    const offSite = { ...elsewhere, host: 'x.top' }
    expect(vouchedFindings([offSite], { ownSiteNamed: true, permitCited: false })).toEqual([
      { code: 'unknown-link', weight: 1, host: 'x.top', excerpt: undefined },
    ])
    const lookalike = { ...elsewhere, code: 'brand-lookalike-link' as const, weight: 5 }
    expect(vouchedFindings([lookalike], { ownSiteNamed: true, permitCited: false })).toEqual([
      lookalike,
    ])
    expect(vouchedFindings([lookalike], { ownSiteNamed: false, permitCited: true })[0]?.code).toBe(
      'unknown-link',
    )
  })

  it.each([
    'Stream new movies FREE on Lionsgate Play! Sign up at pldthome.info/LGP DTI144059S22',
    'Get a PLDT Home WiFi for only P995 with 15 days UNLI data. Buy at pldthome.info/x1 DTI192419S24.',
    'Your Cashbee loan is waiting! Download for quick approval: cashbee.ph/app/x, search CASHBEE in Google.',
    'Claim your FREE Health Pass from Smart on the mWell app: mwellph.onelink.me/lnFL/sig',
  ])('is not high risk on a promo that vouches for its link: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it('still calls a lookalike link without a permit high risk', () => {
    expect(levelOf('PLDT: your bill is overdue, pay now at pldthome-billing.info')).toBe('high')
  })

  it('still sees a site that names itself as a link it cannot vouch for', () => {
    expect(codes('Jackpot! Libreng P888 sa PanaloKa, claim na: PanaloKa.tv')).toContain(
      'unknown-link',
    )
    expect(levelOf('Jackpot! Libreng P888 sa PanaloKa, claim na: PanaloKa.tv')).toBe('high')
  })
})

describe('codes handed to the reader', () => {
  it.each([
    ['Your One-Time Password is: 810480. Enter it within 5 minutes.', true],
    ['Your OTP is 123456', true],
    ['Call 0871 quoting claim code 4041', false],
    ['Identifier Code: 42478', false],
  ])('reads "%s" as a code given: %s', (text, given) => {
    expect(givesCode(normaliseForRules(text))).toBe(given)
  })

  it('is not a warning', () => {
    expect(levelOf('Your One-Time Password is: 810480. Please enter this within 5 minutes.')).toBe(
      'none',
    )
  })

  it('still sees an ask for the code it hands over', () => {
    expect(levelOf('Your OTP is 482911. Reply with the code to claim your prize.')).toBe('high')
  })
})

describe('ordinary wording that is no ask or threat', () => {
  it.each([
    ['an advertised fee', 'Borrow Load now with as low as P10 processing fee!', 'asks-fee'],
    ['a fee waived', 'Apply today, zero processing fee this month!', 'asks-fee'],
    ['a threat asked as a question', 'Mapuputulan na ng kuryente? May GCredit ka na!', 'threat'],
    ['a law stated', 'Registration of SIM cards using false information is illegal.', 'threat'],
    [
      'capital for a business',
      'Kulang sa puhunan? GLoan mo na yan sa GCash!',
      'guaranteed-returns',
    ],
  ])('does not read %s as a scam sign', (_name, text, code) => {
    expect(codes(text)).not.toContain(code)
  })

  it.each([
    ['a fee asked', 'You won! Pay the P500 processing fee to claim.', 'asks-fee'],
    ['a threat stated', 'Your account will be suspended today. Verify now.', 'threat'],
    ['illegal activity', 'We detected illegal activity on your account.', 'threat'],
  ])('still reads %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it('takes advice about unknown numbers for a warning', () => {
    const text =
      'Avoid returning calls from unknown international numbers! Check your contacts first.'
    expect(levelOf(text)).toBe('none')
  })

  it('reads an ask after a sentence that says "not"', () => {
    expect(codes('Your bill was not paid. Bayaran ang P1,230 sa GCash 0926xxxxxxx.')).toContain(
      'asks-for-money',
    )
    const found = checkMessage('Your bill was not paid. Bayaran ang P1,230 sa GCash 0926xxxxxxx.')
    expect(found.findings.find((f) => f.code === 'asks-for-money')?.weight).toBe(3)
  })
})

describe("a brand's own app, a lender's registration and a registered promo", () => {
  it.each([
    'Last chance! Get up to P150,000 with a UnionBank Quick Loan. Apply via the UnionBank app today!',
    'Hurry! Get P200 cashback when you pay bills with Maya. Limited time only, in the Maya app.',
    'Your SIM will be deactivated if not registered by July 25. Register now via the Smart App.',
    'PLDT: Your bill of P2,499 is overdue. Please pay immediately via the PLDT Home app.',
  ])('leaves a message that sends the reader only to the brand app alone: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('still warns when the same push gives a phone number', () => {
    expect(
      levelOf('Last chance! UnionBank Quick Loan, apply via the UnionBank app or text 09171234567'),
    ).not.toBe('none')
  })

  it.each([
    ['Call 0917 123 4567', true],
    ['Call (02) 8631-8000', true],
    ['+1 800 555 0199', true],
    ['Pay P24,178.67 for 36 months', false],
    ['Promo until 06/30/23', false],
  ])('reads a phone number in "%s": %s', (text, phone) => {
    expect(givesPhone(normaliseForRules(text))).toBe(phone)
  })

  it.each([
    'Get an instant cash loan of up to P30,000 with Tala! Download the app at tala.ph. SEC Reg. No. CS201710582',
    'CONGRATS! You are one of the winners of the Maya Raffle. Your P1,000 prize will be credited soon. DTI FTEB 199001',
    'Deposit at least P10,000 in your CIMB UpSave account and get a chance to win P1,000,000! DTI Fair Trade Permit No. FTEB-180001',
  ])('reads a registered promo or lender as ordinary: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('keeps the asks of a message that cites a permit', () => {
    expect(levelOf('You won P50,000! DTI 123456. Pay the P500 processing fee to claim.')).toBe(
      'high',
    )
  })

  it('settles only what the own channel or the permit explains', () => {
    const push = { code: 'pressure' as const, weight: 1 }
    const prize = { code: 'unentered-prize' as const, weight: 3 }
    const fee = { code: 'asks-fee' as const, weight: 5 }
    expect(
      settledFindings([push, prize, fee], { ownChannelOnly: true, permitCited: false }),
    ).toEqual([prize, fee])
    expect(settledFindings([push, prize], { ownChannelOnly: false, permitCited: true })).toEqual([
      push,
    ])
    expect(
      settledFindings([push, prize, fee], { ownChannelOnly: false, permitCited: true }),
    ).toEqual([push, prize, fee])
  })

  it('does not let a permit excuse a prize that costs a fee', () => {
    const text =
      'DTI Permit 12345: You have won a Samsung S24 in our lucky draw. Reply with your name and P500 delivery fee.'
    expect(levelOf(text)).toBe('high')
  })
})

describe("real senders' texts that look risky", () => {
  it.each([
    'Congrats! You are one of the winners of the Maya Savings Raffle. Your P1,000 prize will be credited to your Maya wallet within 5 banking days. DTI Fair Trade Permit No. FTEB-199001 Series of 2024.',
    'Panalo ka sa GCash 10.10 Raffle! Ang P500 mo ay papasok sa iyong GCash wallet sa loob ng 3 araw. Walang babayaran. DTI FTEB-201234 S24',
    'Deposit at least P10,000 in your CIMB UpSave account and get 1 raffle entry for a chance to win P1,000,000! Per DTI Fair Trade Permit No. FTEB-180001 Series of 2023.',
    'Last chance! Get up to P150,000 with a UnionBank Quick Loan, cash in your account in minutes. Apply via the UnionBank app today!',
    'Kulang sa puhunan? Mag-GLoan ka na, hanggang P125K para sa negosyo mo! Tap Borrow > GLoan sa GCash app para malaman pa.',
    'Get an instant cash loan of up to P30,000! Download the Tala app at tala.ph. Tala Financing Philippines Inc., SEC Reg. No. CS201710582',
    'Hurry! Get P200 cashback when you pay bills with Maya this week. Limited time only, in the Maya app.',
    'Your One-Time Password is: 482913. Please enter this within 5 minutes to confirm your mobile number.',
    'PAALALA: Iwasang tumawag pabalik sa mga hindi kilalang international number. Tingnan muna kung nasa contacts mo ito.',
  ])('raises no flag: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('a brand whose name is an everyday word', () => {
  const brandOf = (text: string) =>
    checkMessage(text).findings.flatMap((finding) => ('brand' in finding ? [finding.brand] : []))

  it('reads Filipino "dito" (here) as a word, not as the telco DITO', () => {
    expect(brandOf('I-click dito para sa promo: https://bit.ly/abc123')).not.toContain('DITO')
    expect(levelOf('Nandito na ako sa may gate, dito ka na lang maghintay')).toBe('none')
  })

  it('still reads DITO written as its name beside a link that is not its own', () => {
    expect(brandOf('DITO: claim your 50GB at https://dito-rewards.top/claim')).toContain('DITO')
    expect(levelOf('DITO: claim your 50GB at https://dito-rewards.top/claim')).toBe('high')
  })
})
