import { describe, expect, it } from 'vitest'
import { codes, levelOf } from './verdict-of'

describe('a number to call back about a charge', () => {
  it.each([
    // "Do not share this code" makes no notice of a callback
    'Chase Security: We blocked a suspicious transaction of $1,200.00. If you did not initiate, call our Fraud Dept at (844) 620-3391. Do not share this code with anyone.',
    'BPI ALERT: Card ending 4431 used for P23,450.00 at LAZADA. Not you? Call 09273654018',
    'Uber: Your account was used to order a ride in NYC. Not you? Call 1-888-402-1130',
    'Apple Support: Your iCloud has been hacked. Do not use your phone for banking. Call Apple Support 1-877-921-4460',
  ])('is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
    expect(codes(text)).toContain('asks-to-call')
  })

  it.each([
    'Home Credit: Your Home Credit card ending 6609 was used for P2,350.00 at SM APPLIANCE on 05/15/24. Not you? Call (02) 7908-5900.',
    'Your card ending 1234 was used for P899.00. Not you? Call (02) 3456-7890.',
    'Your card ending 1234 was used for P899.00. Not you? Call (02) 8888-1234.',
    'BDO will never ask for your OTP. If you receive a suspicious call, report it to our hotline (02) 8631-8000.',
  ])('is no warning on a Manila fixed line of any carrier: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('asks that travel without a link', () => {
  it.each([
    [
      'hi this is Dana from Chase, ur card got flagged can u confirm the code we just sent u?',
      'asks-for-code',
    ],
    [
      'Hey I think I sent you $75 on venmo by accident meant for my cousin, could you send back? sorry!!',
      'asks-return-money',
    ],
    [
      'Hi po, na-wrong send po ako ng P1,000 sa GCash niyo. Pakibalik naman po 🙏',
      'asks-return-money',
    ],
    [
      "Hey baby, I'm stuck at the airport and need $500 for my ticket. Can you send it through Cash App?",
      'emergency-story',
    ],
    [
      "Hello auntie, it's your nephew. I'm in trouble, I need money for bail. Please don't tell anyone.",
      'emergency-story',
    ],
  ])('is high risk: %s', (text, code) => {
    expect(levelOf(text)).toBe('high')
    expect(codes(text)).toContain(code)
  })

  it.each([
    ['Bai, bag-o nako number. Pa-GCash sa ko 1k bi, ibalik ra nako ugma.', 'stranger-opener'],
    ['Ma bago ko number, pa gcash 2k dito. emergency lng tlga', 'stranger-opener'],
    [
      'Lola, si Carlo po ito. Nakulong po ako, kailangan ko ng P30,000 pang-piyansa.',
      'emergency-story',
    ],
    ['Task: follow ng FB pages, P120/task. Pm agad baka mapuno: 09661032784', 'job-bait'],
    ['NAGPAPAUTANG PO KAMI, 5K-100K, TRUSTED AT LEGIT. MESSAGE LANG PO 09618273504', 'easy-loan'],
    [
      'Donate for typhoon victims in Siargao. Every peso counts! GCash/Maya 09268173640.',
      'asks-for-money',
    ],
    [
      'Maam may parcel po kayo. Paki-confirm lang po yung code na nasend sa phone niyo.',
      'asks-for-code',
    ],
    ['May screenshot ako ng convo mo. Ise-send ko sa asawa mo kung di ka magbabayad.', 'threat'],
  ])('is flagged: %s', (text, code) => {
    expect(levelOf(text)).not.toBe('none')
    expect(codes(text)).toContain(code)
  })
})

describe('what a real sender says', () => {
  it.each([
    'Maya: Level up to Maya Premium and earn P100 cashback on your first P1,000 Maya Card spend. maya.ph',
    'Tala: Hi Maria! Your Tala loan of P3,000 is due on 05/24. Pay via GCash, 7-Eleven or Cebuana to unlock higher limits. tala.ph',
    "EastWest: Due to your good payment history, you're pre-qualified for a Credit Limit Increase. Reply YES to 21581888 to accept. Terms apply.",
    "Lost my phone last nite :( this is my sister's number, text me here till i sort it out",
    'Security Bank: Your card ending 2208 was used for PHP 899.00 at NETFLIX.COM on 05/12/2024. Report unauthorized txns at (02) 8887-9188.',
    'Miss na kita! Bago ko lang nabasa, sorry ha. Kain tayo sa Sabado?',
  ])('is no warning: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it.each([
    'Puregold: Congrats! You won P3,000 Puregold GC in the Perks Card Raffle. Claim at Puregold Cubao customer service until 02/28. Bring your Perks Card and ID.',
    'RCBC Credit Cards: Enjoy 0% installment up to 36 months on gadgets with your RCBC Credit Card. Details at rcbccredit.com',
    'Metrobank: Enjoy 10% OFF at Cebu Pacific with your Metrobank Credit Card! Use promo code MBCEB10 when booking at cebupacificair.com. Details at metrobank.com.ph/promos',
  ])('is not high risk: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it.each([
    'Congrats! You won P30,000 in our raffle. Claim at our branch, pay the P1,500 processing fee first via GCash.',
    'Congrats! You won P30,000! Claim at any Palawan branch. Text 09171234567 for the claim code.',
    'RCBC: Your card is on hold. Verify at rcbc-credit.com',
    'J&T: We attempted to deliver your parcel but the address is incomplete. Update it at jnt-ph-redeliver.top',
    'BDO: Claim your reward at rewards-portal.top now! bdo.com.ph',
  ])('still calls a prize with a fee or a number, or a lookalike, high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'Good morning. Is it convenient to chat now?',
    "Hi handsome, I'm new in town and looking for a friend. are you free to chat?",
    "Hi, my name is Grace, I'm a headhunter from Michael Page. We have a job that fits you.",
  ])("flags a stranger's opener: %s", (text) => {
    expect(levelOf(text)).not.toBe('none')
  })

  it('still reads a wage as job bait', () => {
    expect(codes('Online job! Earn P500 daily, no experience needed.')).toContain('job-bait')
  })
})
