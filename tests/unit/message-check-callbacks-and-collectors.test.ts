import { describe, expect, it } from 'vitest'
import { codes, levelOf } from './verdict-of'

const findsAt = (text: string, code: string, level: string) => {
  expect(codes(text)).toContain(code)
  expect(levelOf(text)).toBe(level)
}

describe('callbacks and stories of US smishing', () => {
  it.each([
    [
      'Norton renewal: $349.00 paid today. Not you? Dispute at 1-855-771-2290',
      'asks-to-call',
      'high',
    ],
    [
      'Cash App: your account was flagged for unusual activity. Do not share your PIN. Call (555) 201-8833 to verify.',
      'threat',
      'high',
    ],
    [
      "Grandpa it's me, I'm in jail and need bail money. My lawyer will call you.",
      'emergency-story',
      'warning',
    ],
    [
      "I'll mail you a cashier's check for $1,900 more than the price, just send the difference to my mover.",
      'pay-before-ship',
      'warning',
    ],
    [
      'Zelle: pago de $500 retenido. Active su cuenta de negocios, llame al 1-866-555-0134',
      'pay-before-ship',
      'high',
    ],
    [
      'Your federal student loan may qualify for complete forgiveness. Reply YES to apply.',
      'easy-loan',
      'high',
    ],
    [
      'You are hired as a package reshipping assistant, $50 for every box. Reply OK.',
      'job-bait',
      'high',
    ],
    [
      'Hi, I am Grace, a recruiter. Remote role, takes 2-3 hours a day. Interested?',
      'job-bait',
      'warning',
    ],
    [
      "Mom it's me, my phone got stolen. Can you send $300 to my friend's Cash App?",
      'stranger-opener',
      'high',
    ],
  ])('%s', findsAt)
})

describe('new phones, Spanish callbacks, debts and signals', () => {
  it.each([
    ['Hi mum, new phone! Save this number when you can x', 'stranger-opener', 'warning'],
    ['Hola mamá, este es mi número nuevo, guárdalo por favor', 'stranger-opener', 'warning'],
    [
      'Zelle transfer of $750.00 to Mark R is scheduled. Reply 1 to cancel',
      'asks-to-call',
      'warning',
    ],
    [
      'BofA: Se detectó un cargo de $540.00. Si no fue usted, responda NO',
      'asks-to-call',
      'warning',
    ],
    [
      'Zelle: Su pago de $300.00 fue enviado. Si usted no autorizó, llame al 1-800-555-0199',
      'asks-to-call',
      'warning',
    ],
    ['Your BTC withdrawal is ready. Pay the 15% tax fee to release it.', 'asks-fee', 'high'],
    ['Tonight Professor Lee shares 3 buy signals in the group', 'guaranteed-returns', 'warning'],
    ['Lower your credit card payments by half. Reply STOP to end', 'easy-loan', 'warning'],
    ['Trabajo desde casa, pago diario de $200', 'job-bait', 'warning'],
    ['Usted califica para una tarjeta de comida de $900', 'aid-claim', 'warning'],
    ['Hi, would you consider a cash offer on your house on Elm St?', 'stranger-opener', 'warning'],
    ['CPN numbers for sale, get a new credit file. Text me', 'easy-loan', 'warning'],
    [
      'Coinbase: Your code is 551903. If you did not request it, call support 1-888-604-1212',
      'asks-to-call',
      'warning',
    ],
    ['Your OTP is 204417. Not you? Call 0917 552 1043 to cancel.', 'asks-to-call', 'high'],
    ['Are you free? I need a quick favor. Mark', 'stranger-opener', 'warning'],
    [
      "I'm a local investor. Would you consider an offer for your home? No repairs",
      'stranger-opener',
      'warning',
    ],
  ])('%s', findsAt)
})

describe('wrong sends, collectors and SIM upgrades in the Philippines', () => {
  it.each([
    [
      'Ay sorry po, naloadan ko kayo ng 200 by mistake. Pwede nyo po ipasa sa 0927 118 4402?',
      'asks-return-money',
      'high',
    ],
    [
      'The code you just got is mine, I mistyped my number. Please send it to me.',
      'asks-for-code',
      'high',
    ],
    [
      'Sa mga contacts ni Mario Cruz: naa siyay utang nga wala gibayran. Ingna siya.',
      'threat',
      'warning',
    ],
    ['Kung dili ka mobayad, ipakaulaw namo ka sa imong opisina.', 'threat', 'warning'],
    ['Magbayad ka na, kundi ipapahiya namin kayo sa barangay.', 'threat', 'warning'],
    [
      'DITO: Free 5G SIM upgrade! Reply with your name and the 16-digit number at the back of your SIM.',
      'asks-for-card',
      'high',
    ],
  ])('%s', findsAt)
})

describe('a code asked for within the family', () => {
  it.each([
    'Dad the Disney code just went to your phone, can you send it to me',
    'Kuya pakisend yung OTP, naka-link pa sa number mo yung Shopee ko',
  ])('warns, not high risk: %s', (text) => {
    expect(codes(text)).toContain('asks-for-code')
    expect(levelOf(text)).toBe('warning')
  })

  it.each([
    'Hi Ma, new number ko to. Pakisend yung Netflix code na dumating sa phone mo',
    'Netflix: your account is on hold. Reply with the code we sent you to keep watching',
    'Beh may na-send ako na code sa number mo by mistake, para sa Netflix ko. Pakisend',
  ])('a new number, a claimed sender or a mistake stays high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })
})

describe('what stays ordinary', () => {
  it.each([
    'Quezon City: Real Property Tax first quarter payment is due March 31. Pay at qc.gov.ph or at City Hall.',
    "GCash: Beware of texts saying 'Your GCash is locked, verify at gcash-help-ph.com'. GCash never sends links by SMS.",
    "Maya: Watch out for messages like 'Your Maya account is restricted. Verify now at maya-verify-ph.com.' Maya only uses maya.ph.",
    "Converge: Watch out for texts saying 'Your line will be cut today, pay via this link.' Pay only in the app.",
    "BPI: Huwag maniwala sa 'BPI: Your account will be blocked today, click here to verify.' Hindi kami nagpapadala ng link sa SMS.",
    "Cebuana: Ayaw tuo sa mga text nga 'Imong account ma-block karon, i-click ang link.' Walay link nga ipadala ang Cebuana sa SMS.",
    'SEC: Ang mga lending apps na walang lisensya ay illegal. Tingnan ang listahan sa sec.gov.ph.',
    'Your OTP is 229104. Do not share this code.',
    'Ipasa mo na lang kay Jun yung files bukas, salamat!',
    'Pasend naman ng contacts ni Tita Lorna para sa reunion.',
    'Wag mo kong ipahiya sa party ha, haha',
    'I only sleep 5 hours a day lately, work is crazy',
    "Mum I lost my phone at the mall, using Jen's. Home by 6",
    'Mom, can you pick me up at 5?',
    'Security Bank: Your OTP is 927410. If you did not request this, call (02) 8887-9188.',
    'Are you free Saturday? I need a favor, can you help me move a couch',
    'Kumon Center Marikina will be closed on Nov 1 for All Saints Day.',
    'Metrobank: You earned 1,200 points. Redeem at metrobankcard.com/rewards',
    'LANDBANK: Beware of phishing! Pay online only at www.lbp-eservices.com. We never send links.',
    'Coins.ph: Get P100 cashback when you pay your Meralco bill this week. Details at coins.ph/promos',
  ])('%s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it("reads a word's apostrophe as no quote: the link after it is judged", () => {
    expect(levelOf("Don't miss out! Claim your prize at bdo-rewards-ph.com")).toBe('high')
  })
})
