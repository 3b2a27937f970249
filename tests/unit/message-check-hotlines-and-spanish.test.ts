import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { codes, levelOf } from './verdict-of'

describe("a security alert that sends the reader to the sender's own line", () => {
  it.each([
    'GCash: We detected a login to your GCash account on a new device (iPhone 13) on 04-03-2024 07:20 PM. If this was not you, call 2882 immediately.',
    "UnionBank: A new device (vivo V29) was registered to your UnionBank Online account on 07/18/2024 08:30 PM. If this wasn't you, contact us immediately.",
    'Maybank: Your card ending 3301 has been temporarily blocked after 3 incorrect PIN attempts. Visit any Maybank branch or call our hotline to unblock.',
    'Meralco: Power has been restored in your area. Thank you for your patience. For concerns, call 16211 or message us on Facebook @meralco.',
  ])('is no red flag: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('still reads a Manila line after a date as a line', () => {
    expect(
      levelOf(
        'RCBC Bankard: Your card ending 4422 was used for PHP 1,580.00 at GRAB*FOOD on 03/07/25. Not you? Call (02) 8888-1-888.',
      ),
    ).toBe('none')
  })

  it.each([
    // a mobile number is a person's, whatever the alert says
    'GCash: We detected a login to your account on 04-03-2024 07:20 PM. If this was not you, call 0917 554 2201 immediately.',
    // "contact us" on a chat app is no own line
    "Hi! I'm Mary with Adecco. We saw your resume, we offer part time online job paid daily. Please contact us via Telegram @Mary_Adecco01",
  ])('is still flagged: %s', (text) => {
    expect(levelOf(text)).not.toBe('none')
  })

  it('does not take "call us" for the own line: it can be the number that texted', () => {
    expect(codes('Your student loan is eligible for forgiveness. Call us')).toContain('easy-loan')
  })
})

describe('callbacks and lures of US smishing', () => {
  it.each([
    [
      '[Chase] Transaction Alert: $89.99 charged at APPLE.COM/BILL. If not authorized reply 1 and a specialist will call you.',
      'asks-to-call',
    ],
    [
      'Chase: Your Zelle transfer of $2,000 to Angela is pending. If you did not authorize, reply CANCEL.',
      'asks-to-call',
    ],
    [
      'FPL: we attempted to reach you regarding your overdue bill. A technician is en route to disconnect. Call 1-855-671-2209',
      'threat',
    ],
    [
      'URGENT: your credit card debt qualifies for forgiveness under a new federal program. Call 1-888-612-4493',
      'aid-claim',
    ],
    [
      'Get a FREE OTC allowance card worth $2,800 with your Medicare plan. Reply 1 for details.',
      'aid-claim',
    ],
    [
      "Hi there, I've earned $23,000 this month trading crypto futures with a mentor. Want me to introduce you?",
      'guaranteed-returns',
    ],
    [
      "Hi, I'm the recruitment manager of Upwork. Part time remote, 20-60 mins/day, Mon-Fri. Reply 1 if you're interested.",
      'job-bait',
    ],
    [
      'Hello handsome, we chatted on Facebook Dating. Here is my number. What do you do for work?',
      'stranger-opener',
    ],
    ["Hi, I'm Jen. I saw you on a dating site, want to chat?", 'stranger-opener'],
    ['Verizon: SIM change requested. If not you reply NO.', 'asks-to-call'],
  ])('flags %s', (text, code) => {
    expect(codes(text)).toContain(code)
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    'BofA Fraud Alert: Purchase attempt $649.00 at Apple.com. Reply YES if authorized or NO if not.',
    'Capital One: A charge of $489.99 from Walmart.com is pending. If not authorized, reply NO and an agent will call you.',
    'FRM:USAA FRAUD DEPT MSG: DID YOU AUTHORIZE A PURCHASE OF $489.00 AT WALMART.COM? REPLY Y OR N',
  ])("reads a brand's own site after the amount as the merchant, no link to vouch: %s", (text) => {
    expect(checkMessage(text).links).toEqual([])
    expect(levelOf(text)).not.toBe('none')
  })

  it("still reads a link after an amount when it is no brand's bare site", () => {
    expect(checkMessage('Pay $4.95 at ezpass-tolls.com today').links).toHaveLength(1)
    expect(checkMessage('Refund of $649.00 at apple.com/refund-verify').links).toHaveLength(1)
    const shouted =
      'PA TURNPIKE: TOLL BY PLATE INVOICE OVERDUE. PAY $6.10 AT PATURNPIKE-TOLLBYPLATE.NET'
    expect(checkMessage(shouted).links).toHaveLength(1)
    expect(levelOf(shouted)).toBe('high')
  })

  it('reads no link in the merchant Apple bills as, but one in capitals with another path', () => {
    expect(checkMessage('A charge of $9.99 at APPLE.COM/BILL was made. Not you?').links).toEqual([])
    expect(checkMessage('Your order of $49.99 at AMAZON-REFUND.TOP/CLAIM').links).toHaveLength(1)
  })
})

describe('Spanish smishing', () => {
  it.each([
    'Banco: Su tarjeta ha sido bloqueada por actividad sospechosa. Llame al 1-888-440-9217',
    'IRS: Usted tiene un pago de impuestos pendiente. Evite una orden de arresto, llame hoy al 1-855-703-8812',
  ])('is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
    expect(codes(text)).toEqual(expect.arrayContaining(['threat', 'asks-to-call']))
  })

  it.each([
    'Banco: Se detectó un cargo de $389.00 en su tarjeta. Si no lo reconoce responda NO o llame al 1-855-321-9904',
    'Amazon: Su pedido de un iPhone 14 por $1,249 fue procesado. Si no fue usted llame al 1-888-512-0043',
  ])('reads a charge never made and the number to call: %s', (text) => {
    expect(checkMessage(text).findings).toContainEqual(
      expect.objectContaining({ code: 'asks-to-call', weight: 3 }),
    )
  })

  it('reads a daily wage', () => {
    expect(
      codes('Trabajo desde casa, gana $300-$800 al dia. Escribe al WhatsApp +1 305 771 4829'),
    ).toContain('job-bait')
  })
})
