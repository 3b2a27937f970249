import { describe, expect, it } from 'vitest'
import { givesMenuPath } from '@/features/message-check/ordinary-signs'
import { checkByRules } from './rules-only'

const levelOf = (text: string) => checkByRules(text).level

describe('US threats and offers that make a link nobody vouches for high risk', () => {
  it.each([
    [
      'a summons to answer',
      'Summons: you must respond to case CV-2023-1182. Failure to respond may lead to a default ruling. sumns-portal.com',
    ],
    ['a court date missed', 'You missed your court date. Review it at dockethub-info.com'],
    [
      'a process server on the way',
      'A process server will deliver documents to your workplace today. To avoid being served, visit lgl-docs.com/4882',
    ],
    [
      'a debt before litigation',
      'Pre-Litigation Dept: your account is past due. Resolve now: stl-case.info/x',
    ],
    ['a charge to dispute', 'A $612.40 charge was made on your card. Not you? See crddesk.net'],
    [
      'a refund said to wait',
      'Your refund of $318.20 has been approved. Click to receive: rfndpay.io/x8',
    ],
    [
      'a loan whatever the credit',
      'Hi Rob, bad credit is no problem here, get up to 20K by Friday at fndsnow.com',
    ],
  ])('%s', (_name, text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    ['a court reminder', 'Reminder: your court date is Monday at 9 AM, Dept 4. Bring a photo ID.'],
    [
      "a bank's fraud alert",
      'Chase: a $412.80 purchase was made with your card. If this was not you, call the number on the back of your card.',
    ],
    [
      "a lender's offer on its own site",
      'Capital One: you are pre-approved for a Quicksilver card. See your offer at capitalone.com.',
    ],
    [
      "a shop's refund on its own site",
      'Your refund of $23.99 has been issued. Details at amazon.com/orders',
    ],
    ['a refund from the clinic', 'A refund of $40 for your copay was issued today.'],
    [
      'a warning about such texts',
      'IRS: we never text you about a tax refund. Do not click links in such messages.',
    ],
  ])('leaves alone: %s', (_name, text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('US spam words that make an unknown link a lured one', () => {
  it.each([
    [
      'pills without a prescription',
      'Meds with no prescription, delivered fast to your door anywhere in the country: rxquikmeds.com',
    ],
    ['CBD', 'Premium CBD gummies, lab tested and shipped discreetly to your door: grnleafco.com'],
    ['weight loss', 'Keto burn pills, the easy way to lose weight this summer: slimfitusa.net'],
    ['Viagra', 'Generic Viagra and more, shipped discreetly to your door: menhealthrx.net'],
  ])('warns: %s', (_name, text) => {
    expect(levelOf(text)).not.toBe('none')
  })
})

describe('benefits and payouts sold to strangers by text', () => {
  it.each([
    [
      'a grocery card through Medicare',
      'Medicare recipients: a FREE grocery allowance card of $900 is waiting. Call 1-877-555-0110',
    ],
    [
      'a lawsuit payout',
      'You may be entitled to compensation for your injury. Reply YES for a free case review',
    ],
    ['burial insurance', 'Final expense plans from $9/mo, no medical exam. Call 1-855-555-0161'],
  ])('high risk: %s', (_name, text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    ['a visit paid by Medicare', "Lola's check-up is covered through Medicare, no need to pay"],
    ['a grocery allowance at work', 'May grocery allowance tayo this month, kunin sa HR'],
  ])('leaves alone: %s', (_name, text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('English spam that pays by the call or by the task', () => {
  it.each([
    ['a UK 087 number', 'You have 1 new voicemail. Please call 08719181513.'],
    ['a UK 09 number priced per minute', 'Santa is calling! Call 09058094583 now, 60p/min'],
    ['a US 1-900 number', 'Your psychic reading is ready. Call 1-900-555-0134 to hear it'],
    ['dollars by the day', 'Easy online work, earn 300 USD/day. Interested? Reply YES'],
    [
      'part-time positions that pay daily',
      "Hi, I'm Brianna, a recruiter. We have part-time positions open that pay daily, can I send you the details?",
    ],
  ])('warns: %s', (_name, text) => {
    expect(levelOf(text)).not.toBe('none')
  })

  it.each([
    [
      'a recruiter on a chat app',
      'Your resume has been recommended by Indeed. Contact our HR on Telegram: t.me/hr_jenny',
    ],
    [
      'trading signals on a chat app',
      'Join our VIP signals group and catch the next 100x coin: t.me/cryptokings',
    ],
    [
      'a part-time role paid daily, on a chat app',
      'Hi, this is Nicole from the recruitment team. We offer a part-time role with daily pay, work anywhere. Add my WhatsApp +1 (720) 555-0134',
    ],
    [
      'an hour of online work on a chat app',
      'We need 20 online workers for a project. $120 for 1 hour. Add me on WhatsApp: wa.me/15555550197',
    ],
  ])('high risk: %s', (_name, text) => {
    expect(levelOf(text)).toBe('high')
  })

  it('reads "I\'ll pay $20 an hour" as the sender paying, not as an ask', () => {
    const text = "Can you babysit Saturday? I'll pay $20 an hour"
    expect(checkByRules(text).findings.map((f) => f.code)).not.toContain('asks-for-money')
    expect(levelOf(text)).not.toBe('high')
  })

  it('leaves a Philippine mobile number alone', () => {
    expect(levelOf('Hi po, pakicall ako sa 09171234567 pag nandito ka na')).toBe('none')
    expect(levelOf('Call me at 09061234567 when you land')).toBe('none')
  })
})

describe("a place in the sender's own app", () => {
  it.each([
    ['tap vouchers on the app to claim your gift'],
    ['go to rewards in the app'],
    ['open my account in our app'],
  ])('is a path the reader finds: %s', (words) => {
    expect(givesMenuPath(words)).toBe(true)
  })

  it('is not a link to tap', () => {
    expect(givesMenuPath('tap the link to download the app')).toBe(false)
  })
})
