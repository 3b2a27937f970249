import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes, levelOf } from './verdict-of'

describe('a charge the reader never made, and a number right after', () => {
  it.each([
    "Your Microsoft account has been used to purchase Xbox Game Pass $299.99. Didn't authorize? 1-866-920-3381",
    'Binance: Withdrawal of 1.3 ETH to address 0x8f2...a91c is pending. Did not request? Contact Support +1 (877) 503-2291',
    'KeyBank: A $750.00 transfer was scheduled. If you did not authorize, call 1-844-902-5507 immediately.',
  ])('is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
    expect(codes(text)).toContain('asks-to-call')
  })
})

describe("a card alert's merchant in capitals", () => {
  it.each([
    'Discover: Did you attempt a purchase of $1,200.00 at APPLE.COM? Reply YES or NO',
    '[Citi] We declined a transaction of $1,299.00 at BESTBUY.COM. Reply Y if this was you or N if not.',
  ])('is no link that vouches for the alert: %s', (text) => {
    expect(checkMessage(text).links).toEqual([])
    expect(levelOf(text)).toBe('warning')
  })

  it('is still a link when it has a path', () => {
    const verdict = checkMessage('Your order of $49.99 at AMAZON-REFUND.TOP/claim was declined')
    expect(verdict.links).toHaveLength(1)
    expect(verdict.level).toBe('high')
  })
})

describe('asks with no link, at home and abroad', () => {
  it.each([
    [
      'Hello beh, si Ate Grace to. Pwede ba makisuyo, pa-GCash muna ako 1,500 sa number na to 09152274819, ibabalik ko mamaya.',
      'asks-for-money',
    ],
    [
      'Tita! Nandito po ako sa terminal, naubusan ako ng pamasahe. Pa-GCash naman po ₱500 sa 09286617230. Salamat po!',
      'asks-for-money',
    ],
    [
      'Hi, this is Boss. I need you to buy 10 pcs of P500 GCash vouchers for our client gifts. Send me the codes ASAP.',
      'asks-for-code',
    ],
    [
      "Hey, it's Mom. I'm using a friend's phone. Call me on this number when you can",
      'stranger-opener',
    ],
    ['Good evening. Are you Daniel? My friend gave me this number', 'stranger-opener'],
    [
      'Last night I made $7,200 on the platform my uncle recommended. Do you invest?',
      'guaranteed-returns',
    ],
    [
      'Hey girl! Its Stephanie, want to join my new business?? earn $5k a month from home',
      'job-bait',
    ],
    [
      'Lola, si Paolo po ito. Naaksidente po ako. Pakiusap po wag nyo sabihin kina mama. Kailangan ko lang ng ₱8,000',
      'emergency-story',
    ],
  ])('are found: %s', (text, code) => {
    expect(codes(text)).toContain(code)
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    'Dear Customer, your electricity bill is overdue. Your power will be cut off tonight at 9:30pm. Call 1-855-401-8822 - PG&E',
    'MEGA MILLIONS CLAIMS DEPT: Your mobile number was drawn in the 2023 international promo and won $5,000,000.00. Contact claims agent 1-876-555-0129',
    // a promo permit is no cover for a prize claimed at a personal mobile
    'Good day po, you have been selected as one of the lucky winners of Shopee 12.12 Raffle! Prize: P25,000 cash. DTI Permit No. 17845 Series of 2024. Call 09279834561 to claim',
  ])('is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })
})

describe('ordinary messages near these rules', () => {
  it.each([
    'Jio: 50% daily data quota used as on 12-May 14:30. Dial 1991 to check balance.',
    // a relative's ask with no number to send to
    'Pwede bang pa-gcash muna ng 2k? emergency lang, naaksidente si papa sa motor. babalik ko pag nakauwi na si Mama',
  ])('is not high risk: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it('takes "never pay anyone to release the loan" as advice, not an ask', () => {
    const text =
      'Home Credit: Naaprubahan na ang iyong Cash Loan na P30,000. Ipapadala ito sa iyong GCash sa loob ng 24 oras. Huwag magbayad sa kahit sino para ma-release ang loan.'
    expect(codes(text)).not.toContain('pay-before-ship')
    expect(levelOf(text)).not.toBe('high')
  })
})

describe('ordinary wins and sites', () => {
  it.each([
    'Greenfield Primary PTA: Congratulations to ticket 0452, winner of the Christmas hamper raffle! Please collect from the school office.',
    'Disney+: Your plan will renew on 06/03 for $13.99. Manage at disneyplus.com/account',
  ])('is not high risk: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })
})

describe('casino promos and card alerts in their own words', () => {
  it.each([
    'PESO888 - Pinaka-legit na online casino sa Pinas. Deposit 50, laro agad. peso888ph.com',
    'Mayroon kang P50 free credits sa PHL63! Walang deposit, walang kaso. phl63.com',
    'Hi po! Trusted agent po ako ng online casino, pwede kayo mag-cash-in sa akin via GCash.',
  ])('finds the casino lure: %s', (text) => {
    expect(codes(text)).toContain('gambling-lure')
  })

  it.each([
    'Capital One Alert: your card ending in 8832 has been declined. Call 855-407-2219 to restore.',
  ])('is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it('asks "did you purchase" like "did you attempt"', () => {
    expect(codes('Discover: Did you purchase $1,299.99 at Best Buy? Reply Y or N.')).toContain(
      'asks-to-call',
    )
  })
})

describe("a file-sharing brand's host", () => {
  it.each(['dropbox.com/s/abc', 'onedrive.live.com/abc', 'forms.office.com/r/abc'])(
    'vouches for no courier: %s',
    (host) => {
      const text = `USPS: Your package is on hold. Update here: https://${host}`
      expect(codes(text)).toContain('unknown-link')
      expect(levelOf(text)).toBe('high')
    },
  )
})

describe('a brand whose name is an everyday word', () => {
  it('is not named by the word in lower case', () => {
    const text =
      'Xiaomi Fan Festival! Up to 50% OFF on smartphones and smart home devices, Apr 1-10. Shop at mi.com/ph'
    expect(codes(text)).not.toContain('brand-elsewhere-link')
    expect(levelOf(text)).not.toBe('high')
  })

  it.each([
    'Smart: Claim your free 50GB data at claim-data.info',
    'SMART: Claim your free 50GB data at claim-data.info',
  ])('is named as written: %s', (text) => {
    expect(codes(text)).toContain('brand-elsewhere-link')
    expect(levelOf(text)).toBe('high')
  })
})

describe('a business that asks people in', () => {
  it.each([
    'URGENT HIRING: Call Center Agents, SHS grads welcome! ₱18K-₱25K package. Walk-in at 3F Alpha Bldg., Aurora Blvd., Cubao, QC. Look for Ms. Kath. Text 0917 622 8094 for details.',
    'IronCore Fitness Katipunan: 50% OFF joining fee this month! Monthly membership ₱1,999 with free body composition analysis. Visit us or call 0917 211 8863.',
  ])('is not second-guessed by the model: %s', (text) => {
    expect(codes(text)).not.toContain('worded-like-scam')
    expect(levelOf(text)).not.toBe('high')
  })

  it('still is with a link to follow', () => {
    const text =
      'Get a walk-in tub installed for FREE with your Medicare benefits. Visit us at tubs-free.info'
    expect(levelOf(text)).toBe('high')
  })
})

describe("a bank's ad in its own words", () => {
  it('does not take the regulator it names for its sender', () => {
    const text =
      'Coins.ph: Buy crypto starting at P50 on Coins.ph. Enjoy zero fees on your first purchase. Regulated by BSP.'
    expect(codes(text)).not.toContain('brand-elsewhere-link')
    expect(levelOf(text)).not.toBe('high')
  })

  it('is no phishing when the expiry points to the site it names', () => {
    const text =
      'Sun Life Grepa: Your car insurance policy will expire on 02/28/2024. Renew now to stay covered. Call (02) 8866-6800 or visit sunlifegrepa.com'
    expect(levelOf(text)).not.toBe('high')
  })
})
