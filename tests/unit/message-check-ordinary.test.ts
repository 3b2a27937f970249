import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import {
  citesPromoPermit,
  givesCode,
  siteNamer,
  textOutside,
  vouchedFindings,
} from '@/features/message-check/ordinary-signs'

const codes = (text: string) => checkMessage(text).findings.map((finding) => finding.code)
const levelOf = (text: string) => checkMessage(text).level

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
    expect(vouchedFindings([elsewhere], { ownSiteNamed: true, permitCited: false })).toEqual([
      { code: 'unknown-link', weight: 1, host: 'x.ph', excerpt: undefined },
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
