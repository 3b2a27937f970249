import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes, levelOf } from './verdict-of'

describe('announcements and alerts that are no scam', () => {
  it.each([
    'Per Malacanang, classes at all levels in public and private schools and work in government offices in Metro Manila are suspended today, July 24, 2024, due to Typhoon Carina.',
    'LGU Marikina: Suspension of classes in all levels tomorrow, public and private, due to Habagat.',
    'DepEd: Walang pasok. Ang klase sa lahat ng antas ay suspended ngayong Lunes dahil sa bagyo.',
  ])('reads a day off from school or work as no threat: %s', (text) => {
    expect(codes(text)).not.toContain('threat')
    expect(levelOf(text)).toBe('none')
  })

  it('reads a penalty "per day of delay" as no promised return', () => {
    const text =
      'Pag-IBIG Fund: Reminder: Your Housing Loan amortization of P6,842.00 is due on Nov 15, 2024. Pay via Virtual Pag-IBIG or accredited banks to avoid 1/20 of 1% penalty per day of delay.'
    expect(codes(text)).not.toContain('guaranteed-returns')
    expect(levelOf(text)).not.toBe('high')
    expect(codes('Invest P1,000 and earn 10% per day! Join now t.me/invest10')).toContain(
      'guaranteed-returns',
    )
  })

  it('still reads a suspended account as a threat', () => {
    const text = 'Your GCash account has been suspended. Verify now at gcash-verify.top/login'
    expect(codes(text)).toContain('threat')
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'BPI: Your BPI Credit Card ending 4421 was used for PHP 1,250.00 at SHOPEE PH on 03/12/2025. If you did not make this transaction, call (02) 889-10000.',
    "BPI: A new device was used to log in to your BPI account on 06/04/2025 09:14PM. If this wasn't you, call our Contact Center at (02) 889-10000.",
    'BPI: You have successfully transferred PHP 2,300.00 to MA*** SA** via InstaPay. Ref No. 402918377. If unauthorized, call (02) 889-10000.',
  ])('leaves a bank alert alone when its number is a Manila fixed line: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('still calls a transfer alert high risk when the number to call is a mobile', () => {
    const text =
      'BPI: You have successfully transferred PHP 2,300.00 to MA*** SA** via InstaPay. Ref No. 402918377. If unauthorized, call 0917 555 0143.'
    expect(levelOf(text)).toBe('high')
  })

  it('still flags the same charge alert when the number to call is a mobile', () => {
    const text =
      'BPI: Your BPI Credit Card ending 4421 was used for PHP 1,250.00 at SHOPEE PH. If you did not make this transaction, call 0917 555 0143.'
    expect(codes(text)).toContain('asks-to-call')
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    'Camella: Own a house and lot in Camella Trece Martires for as low as P15,000/month! Visit our model houses this weekend, 9AM-5PM. Learn more at camella.com.ph',
    "Sun Life: Hi Maria, protect your family's future. Talk to your Sun Life advisor about our health and life insurance plans or visit sunlife.com.ph. To opt out, reply STOP.",
  ])('reads "visit" a place, or the site the message names, as no ask: %s', (text) => {
    expect(codes(text)).not.toContain('asks-to-log-in')
    expect(levelOf(text)).toBe('none')
  })

  it('reads aid an office announces on its own site as no lure, and the same aid elsewhere as one', () => {
    const own =
      'DOLE: Bukas na ang TUPAD program para sa displaced workers. Magparehistro sa inyong PESO o alamin sa https://www.dole.gov.ph'
    expect(codes(own)).not.toContain('aid-claim')
    expect(levelOf(own)).toBe('none')
    const elsewhere = own.replace('https://www.dole.gov.ph', 'https://dole-tupad.online')
    expect(codes(elsewhere)).toContain('aid-claim')
    expect(levelOf(elsewhere)).toBe('high')
  })

  it('still counts "visit" a link the message does not name', () => {
    const text =
      'Sun Life: your policy has a pending refund of P3,500. Visit refund-portal.top to claim.'
    expect(codes(text)).toContain('asks-to-log-in')
    expect(levelOf(text)).toBe('high')
  })
})

describe("a brand's name beside another site", () => {
  const elsewhere = (text: string) =>
    checkMessage(text).findings.find((finding) => finding.code === 'brand-elsewhere-link')

  it('weighs a partner site on a Philippine name, with no lure, as 1', () => {
    const text =
      'Para sa dagdag na impormasyon, bisitahin ang tcimnp.com.ph. Ang TCI ay ang joint venture ng DITO, Globe at Smart.'
    expect(elsewhere(text)?.weight).toBe(1)
    expect(levelOf(text)).toBe('none')
  })

  it('still weighs the same site under a plain ending 3, an offer on a .ph name 4, an ask 5', () => {
    expect(
      elsewhere('Globe: Para sa dagdag na impormasyon, bisitahin ang tcimnp.info.')?.weight,
    ).toBe(3)
    expect(
      elsewhere('Official GCash partner! Claim your free P100 bonus at w19games.ph')?.weight,
    ).toBe(4)
    expect(
      elsewhere('GCash: your account is restricted. Log in at w19help.ph to restore it')?.weight,
    ).toBe(5)
  })

  it('leaves an offer alone beside a site no list holds as a warning, not high risk', () => {
    const text =
      'BDO Kabayan: Your remittance of PHP 30,000.00 from Dubai has been credited to your account. Track remittances at https://www.bdoremit.com'
    expect(elsewhere(text)?.weight).toBe(4)
    expect(levelOf(text)).toBe('warning')
    expect(levelOf('Wells Fargo: secure your account at wf-online-review.com')).toBe('high')
  })

  it("reads a card's network named in its issuer's promo as no brand elsewhere", () => {
    const text =
      'AUB: Earn up to 2% cashback on all purchases with the AUB Easy Mastercard. Apply now at aub.com.ph'
    expect(elsewhere(text)).toBeUndefined()
    expect(levelOf(text)).not.toBe('high')
    expect(levelOf('Mastercard: your card is on hold. Verify now at mc-card-verify.com')).toBe(
      'high',
    )
  })
})

describe('an offer on the site the promo names as its own', () => {
  it.each([
    'Samsung: Get the new Galaxy S24! Pre-order now and get a FREE storage upgrade. Order at samsung.com/ph',
    'Beyond the Box: Get the iPhone 15 with 0% installment and a FREE case at Beyond the Box stores. Shop at beyondthebox.ph',
  ])('is no lure with a way out: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it('is still high risk when the offer sends the reader to a site it does not name', () => {
    expect(
      levelOf('Samsung: Get a FREE Galaxy S24! Claim at galaxy-freebies.shop before midnight'),
    ).toBe('high')
  })
})

describe('scams abroad worded as charges and threats', () => {
  it.each([
    'Citi: A debit of $1,250.00 to Zelle recipient Maria Lopez is pending. If you did not authorize this, call 1-888-409-2231.',
    'Amazon Prime: your membership is due for renewal at $139.00. If you did not authorize this, call 1-888-245-7732 to cancel.',
  ])('flags a charge the reader never made with a number to call: %s', (text) => {
    expect(codes(text)).toContain('asks-to-call')
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    'Chase Fraud Alert: Did you attempt a purchase of $742.18 at WALMART on 03/14? Reply YES or NO.',
    'USAA: We noticed a suspicious transaction of $489.99 at Best Buy. Was this you? Reply Y or N',
  ])('flags a purchase alert to answer by reply: %s', (text) => {
    expect(codes(text)).toContain('asks-to-call')
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    "Hi Dad, this is my new number, my old phone fell in the toilet. Can you send me $600 for rent I'll pay u back Friday",
    'Ma, bago kong number to. Pwede mo ba ako padalhan ng 3000 pambayad sa renta?',
  ])('calls a new number that asks for money high risk: %s', (text) => {
    expect(codes(text)).toContain('asks-for-money')
    expect(levelOf(text)).toBe('high')
  })

  it("calls a threat to share private photos with the reader's contacts high risk", () => {
    const text =
      'I have your photos and videos from the website you visited. Send $500 in bitcoin or I share them with all your contacts.'
    expect(codes(text)).toContain('threat')
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'I have your private photos. Pay $500 in BTC to the address below or everything will be leaked.',
    'Naa koy video nimo. Kung dili ka mopadala ug P5,000, i-post nako sa Facebook.',
  ])('reads a video held over the reader as a threat, "if you don\'t pay" included: %s', (text) => {
    expect(codes(text)).toContain('threat')
    expect(levelOf(text)).not.toBe('none')
  })
})
