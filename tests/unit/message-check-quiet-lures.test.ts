import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { givesMenuPath } from '@/features/message-check/ordinary-signs'
import { levelOf } from './verdict-of'

const weightOf = (text: string, code: string) =>
  Math.max(
    -1,
    ...checkMessage(text)
      .findings.filter((finding) => finding.code === code)
      .map((finding) => finding.weight),
  )

describe('a payment or an order the reader never made, undone by calling or replying', () => {
  it.each([
    'PayPal: You sent $749.99 USD to Marcus Holt. Not you? Call PayPal Support +1 (844) 913-6602',
    'Your Amazon order #112-5569814 for a Samsung TV ($1,049.99) has been placed. Didnt order? Call 1 (888) 597-3140',
  ])('calls it high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
    expect(weightOf(text, 'asks-to-call')).toBe(3)
  })

  it('reads a new payee the reader did not add, answered by "reply NO", as a call to make', () => {
    const text =
      'Wells Fargo: New payee "J Williams" added to your account. If you did not do this reply NO'
    expect(weightOf(text, 'asks-to-call')).toBe(2)
    expect(levelOf(text)).toBe('warning')
  })
})

describe('an offer answered by a keyword, with no link', () => {
  it.each([
    'Need $$ fast? borrow up to $1,000 even w bad credit. reply LOAN',
    'Your business qualifies for up to $250K in working capital. No collateral. Reply INFO',
    'Medicare plan review: you may be missing $2,000+ in benefits. Reply YES for a free review',
  ])('calls it high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it('leaves a plan renewal the reader is "eligible to" no aid claim', () => {
    const text =
      "Smart Postpaid: You're eligible to renew your plan! Get the new iPhone 15 with your Smart Signature Plan. View your offer in the GigaLife App."
    expect(weightOf(text, 'aid-claim')).toBe(-1)
  })
})

describe('stock tips and health cures', () => {
  it('calls a free stock group on WhatsApp high risk', () => {
    expect(
      levelOf(
        "Hi, I'm Anna. Join our free stock discussion group for daily picks: chat.whatsapp.com/KzP4mR9wT2b",
      ),
    ).toBe('high')
  })

  it('warns of a ticker said to be going up', () => {
    expect(levelOf('$ACMX going to $5 by friday. dont miss out')).toBe('warning')
  })

  it.each([
    'Hair loss? This simple trick regrew my hair in 4 wks: hairfix-now.com',
    'Someone just posted about you. check: frb-post.net',
    'Is this you in this video?? lol vdo-share.net/v/88',
    'POLL: Who do you support for President in 2024? Reply T or H. Results: votepoll24.info',
    'Democrats are falling behind! Chip in before midnight: dem-fund.org/hold',
  ])('weighs a lure beside a site nobody vouches for as 2: %s', (text) => {
    expect(weightOf(text, 'unknown-link')).toBe(2)
    expect(levelOf(text)).not.toBe('none')
  })
})

describe('notices that quote the scam', () => {
  it.each([
    'BDO Advisory: Scammers are sending texts like "BDO: Your account has been suspended. Verify at bdo-ph-secure.com." BDO does not send clickable links via SMS. Report to (02) 8631-8000.',
    'PNB warns: Fraudsters may text "Your PNB account will be blocked today. Update at pnb-update.ph." PNB does not send such links. Call (02) 8573-8888 to verify.',
    'NTC: Beware of texts saying "Your SIM will be deactivated, register here: bit.ly/3xYz" Register only through your telco\'s official website or app.',
  ])('weighs the quoted link at nothing: %s', (text) => {
    const { level, findings, links } = checkMessage(text)
    expect(links).toHaveLength(1)
    expect(level).toBe('none')
    expect(findings.every((finding) => finding.weight === 0)).toBe(true)
  })

  it('still weighs a link outside the quotation', () => {
    const text =
      'Beware of scammers who text "your account is locked". Secure your account now at bdo-ph-secure.com'
    expect(levelOf(text)).toBe('high')
  })
})

describe('notices from the sender itself', () => {
  it.each([
    'MMDA: Number coding is suspended today, Dec 26, 2023, a declared holiday. Drive safely.',
    'TNT: Congrats! Nanalo ka ng 1GB bonus data sa Spin the Wheel ng GigaLife App. Valid for 3 days. I-check ang balance via *123#.',
    'Sun Life: Thank you for your payment of P5,000.00 for policy 0821345678. Your official receipt is available at mysunlife.com.ph',
    'Viu: Thank you for subscribing to Viu Premium for P149/month. Your subscription renews on 04/10/2024. Manage it at viu.com',
  ])('finds no red flag: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it("reads a telco's menu code as its own channel, and a call-forwarding code not", () => {
    expect(givesMenuPath('check your balance via *123#.')).toBe(true)
    expect(givesMenuPath('dial *21*09171234567# to claim')).toBe(false)
  })

  it("weighs a brand's bare name under .app, its app links' ending, as 3, not 5", () => {
    const text =
      'GCash: Send money to any bank with NO transfer fee this weekend via GCash Bank Transfer. Ts&Cs apply. gcsh.app/banktransfer'
    expect(weightOf(text, 'brand-lookalike-link')).toBe(3)
    expect(
      weightOf('GCash: verify your account at gcash-verify.app/login', 'brand-lookalike-link'),
    ).toBe(5)
  })
})

describe('wrong-number openers', () => {
  it.each([
    "Is this Mike? It's Grace. I'm in town next week wanna grab coffee?",
    'hey its Amy, remember me from tinder? lost ur number lol',
    'Hello, I am Emily. Did you text me about the tennis lesson?',
    "Are you Susan's friend? She told me you could help me with an interior design project",
  ])('reads the stranger who writes first: %s', (text) => {
    expect(weightOf(text, 'stranger-opener')).toBe(2)
  })
})

describe('more of the same, worded otherwise', () => {
  it.each([
    'Purchase alert: $1,499.00 at a store. If not you text NO to cancel',
    "SECURITY ALERT: $980.00 Zelle to Marcus T. pending. If you didn't authorize reply NO immediately",
  ])('reads "text NO" and a Zelle payment like the charge rules: %s', (text) => {
    expect(weightOf(text, 'asks-to-call')).toBe(2)
  })

  it.each([
    "Alert: A charge of $487.99 was attempted on your card. Didn't make it? Call 1-888-302-7194",
    'Your annual subscription auto renewed for $299.99. If you want refund call 1-844-302-6712',
  ])('weighs the callback as 3: %s', (text) => {
    expect(weightOf(text, 'asks-to-call')).toBe(3)
  })

  it.each([
    'I made $40k last month trading BTC on a platform my aunt showed me. DM me if you want the link',
    'Your IRS tax debt can be settled for pennies on the dollar. Free consult: 1-866-714-3390',
    'Hi, how are you? Do you remember me?',
  ])('flags it: %s', (text) => {
    expect(levelOf(text)).not.toBe('none')
  })
})
