import { describe, expect, it } from 'vitest'
import { checkByRules } from './rules-only'

const verdict = (text: string) => checkByRules(text)
const codes = (text: string) => verdict(text).findings.map((finding) => finding.code)

describe('strangers who write first', () => {
  it.each([
    [
      'a wrong number for a shop',
      "Hi, this is Grace. I'm new here, is this the number for the groomer?",
    ],
    ['a child on a temporary number', 'Hey dad its me, this is my temporary number, save it'],
    ['a phone that fell in the water', 'Mom my phone fell in the toilet, text me here'],
    [
      'a house buyer',
      'Hi it’s Jen w/ Sunrise Home Buyers. Any interest in a cash offer for your property?',
    ],
    ['a land buyer', 'We buy vacant land in TX fast, any condition. Reply YES for your offer'],
    ['a buyer for the house', 'Would you consider selling your house on Oak Ave this month?'],
    ['adult spam', 'Single moms in your area want to chat tonight 😘'],
  ])('warns of %s', (_name, text) => {
    expect(codes(text)).toContain('stranger-opener')
    expect(verdict(text).level).not.toBe('none')
  })

  it.each([
    ['a go-between', 'Good morning, Dr. Lee said I should contact you about the golf schedule'],
    ['an old friend', "Hey is this still Jen's number? Been a while lol"],
    ['a match off the app', "Hey! It's Michelle from Tinder, i deleted the app so heres my number"],
    ['a wrong number in Spanish', 'Hola, eres Carlos? soy Mariana de la fiesta del sábado'],
    ['a buyer of homes', "We're buying homes for CASH. Would you consider an offer on your home?"],
    [
      'an owner asked after',
      'Hi, are you still the owner of the land on County Rd 12? I have a buyer',
    ],
    ['a buyer by the street', "Saw your home on Elm St and wanted to know if you'd sell it"],
    ['a buyer by the address', "I'm interested in buying your house at 218 Oak St. Open to it?"],
    ['a guest at the wrong hotel', "Hello, I'm at the hotel, when will you arrive?"],
    ['a table for two', 'Hello, I have arrived at the restaurant, where are you?'],
    ['a name dropped', 'Miss Chen said to contact you about the apartment, is it still available?'],
    ['a household asked for', "Hi, is this the Sullivan residence? I'm looking for Mrs. Anne"],
    [
      'an owner asked by address',
      'Hey, is this the owner of 415 W Pine? Any interest in an all cash offer?',
    ],
    [
      'a buyer nearby',
      "Hey Linda, I'm a local buyer looking for homes in your area. No repairs needed",
    ],
  ])('warns of %s too', (_name, text) => {
    expect(codes(text)).toContain('stranger-opener')
  })

  it.each([
    'Hi',
    'hey ',
    'Hello!',
    'Good evening, how was your day? 😊',
    'Hi there, how are you?',
    'Good morning 🌞 Did you have a good night?',
  ])('warns of a greeting and nothing else: %s', (text) => {
    expect(codes(text)).toContain('stranger-opener')
    expect(verdict(text).level).toBe('warning')
  })

  it.each(['Hi po', 'Hi Sophia, the keys are under the mat', 'Hey, happy birthday!'])(
    'leaves a greeting that goes on, or a Filipino "po", alone: %s',
    (text) => {
      expect(codes(text)).not.toContain('stranger-opener')
    },
  )

  it.each([
    'Sir im at the lobby na po',
    "I'm at the mall, where are you?",
    'See you at the hotel later!',
    "Hi Mom, I'm at the airport already. Boarding at 10:45.",
  ])('leaves a rider or a friend on the way alone: %s', (text) => {
    expect(codes(text)).not.toContain('stranger-opener')
  })

  it.each([
    'Sorry to bother you, is this Richard? I got this number from Helen',
    'Excuse me, is this Andrew? My name is Mia.',
  ])('marks a name asked after an apology: %s', (text) => {
    const opener = verdict(text).findings.find((f) => f.code === 'stranger-opener')
    expect(opener?.excerpt).toMatch(/^(?:Sorry to bother you|Excuse me), is this [A-Z][a-z]+\?$/)
  })

  it.each(['Ate, ito yung resibo. Is this tama?', 'Got this text. Is this scam?'])(
    'leaves a question about the message alone: %s',
    (text) => {
      expect(codes(text)).not.toContain('stranger-opener')
    },
  )

  it('leaves a buyer asking after an item alone', () => {
    expect(codes('Hi, is this still available? Can I pick it up later?')).toEqual([])
  })

  it('reads a stock said to rise 200% this week as promised returns', () => {
    expect(codes("I'd like to share a stock that will rise 200% this week")).toContain(
      'guaranteed-returns',
    )
  })

  it('leaves a neighbour selling their own house alone', () => {
    expect(codes('We are selling our house next year, ask your dad if he knows an agent')).toEqual(
      [],
    )
  })

  it('reads a crypto pool that "made 340% this month" as promised returns', () => {
    const text =
      'My uncle works at a trading firm, we made 340% this month with an ETH liquidity pool'
    expect(codes(text)).toContain('guaranteed-returns')
  })

  it('reads a link on a dating ending as a risky one', () => {
    expect(codes('HOT singles are waiting to chat: gettinlucky.date/s3')).toContain(
      'risky-tld-link',
    )
  })
})

describe('a charge the reader never made, and a number to call', () => {
  it.each([
    'AMAZON ALERT: A $979.00 charge for MacBook Air was placed on your account. Not you? reply NO or call 888-306-7721',
    'Coinbase: A withdrawal request of 0.52 BTC was initiated. If this wasn’t you call support 1-844-203-5518',
  ])('is high risk: %s', (text) => {
    expect(codes(text)).toContain('asks-to-call')
    expect(verdict(text).level).toBe('high')
  })

  it.each([
    'Zelle: Did you send $1,200.00 to Maria Lopez? Reply YES or NO',
    '[Chase] We placed a temporary hold on your debit card. Reply 1 if you authorized a $687.20 charge at Walmart',
  ])('is flagged when a reply is asked: %s', (text) => {
    expect(codes(text)).toContain('asks-to-call')
    expect(verdict(text).level).not.toBe('none')
  })

  it('is a warning when only a reply is asked, as a bank alert reads the same', () => {
    const text = 'Wells Fargo: Did you attempt a purchase at WALMART for $1,126.50? Reply YES or NO'
    expect(verdict(text).level).toBe('warning')
  })
})

describe('US spam without a link', () => {
  it.each([
    [
      'mystery shoppers paid by the week',
      'Mystery shoppers needed in your area. Earn $400/wk. Reply YES',
      'job-bait',
    ],
    [
      'a cut to card debt',
      'Reduce your credit card debt by up to 50%. Call 888-417-2290 now',
      'easy-loan',
    ],
    [
      'a reply to confirm a purchase',
      'Reply Y to confirm purchase of $1,089.12 at BESTBUY or N to decline',
      'asks-to-call',
    ],
  ])('is flagged: %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
    expect(verdict(text).level).not.toBe('none')
  })
})

describe('a parcel held until the reader acts', () => {
  it('is high risk beside a link nobody vouches for', () => {
    const text = 'Your parcel is waiting at the sorting center. Update address: trivelo.com/Gk3s'
    expect(codes(text)).toContain('held-parcel-or-fine')
    expect(verdict(text).level).toBe('high')
  })

  it('is a US agency copied by name', () => {
    expect(
      codes('USCIS: your case was updated, submit documents: uscis-casestatus.info/IOE'),
    ).toContain('brand-lookalike-link')
  })
})

describe('an account said to be disabled or compromised', () => {
  it.each([
    'Your Apple ID has been compromised. Secure it now: appl-secure.info/id',
    'BofA: your online banking has been disabled. Restore access: bofa-restore.net',
  ])('is high risk beside a link nobody vouches for: %s', (text) => {
    expect(codes(text)).toContain('threat')
    expect(verdict(text).level).toBe('high')
  })

  it('is no threat when the words say it is not', () => {
    expect(codes('Your card was not disabled, you can keep using it')).not.toContain('threat')
  })
})
