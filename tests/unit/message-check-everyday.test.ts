import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { isOfficialHost } from '@/features/message-check/host-names'
import { WELL_KNOWN_SITES } from '@/features/message-check/known-sites'
import { codes, levelOf } from './verdict-of'

describe('everyday words that only look like a scam', () => {
  it('reads a text sent to the wrong person as no ask to return money', () => {
    const text = 'Ay sorry po, wrong send. Para sana sa kapatid ko yun'
    expect(codes(text)).not.toContain('asks-return-money')
    expect(levelOf(text)).toBe('none')
  })

  it.each([
    'Hi! Sorry, wrong send po ako ng P1,500 sa GCash mo. Pwede pakisend back sa 0917xxxxxxx?',
    'I accidentally sent $200 to your Cash App, can you send it back please',
  ])('still reads money sent "by mistake" as an ask to return it: %s', (text) => {
    expect(codes(text)).toContain('asks-return-money')
    expect(levelOf(text)).toBe('high')
  })

  it('does not take the Wi-Fi password for a code', () => {
    expect(codes('Can you send me the Wi-Fi password again? My phone forgot it')).toEqual([])
    expect(codes('Please send me your password and OTP to verify')).toContain('asks-for-code')
  })

  it('does not take working from home tomorrow for a job offer', () => {
    expect(codes("I'll work from home tomorrow, no problem")).toEqual([])
    expect(codes('Work from home and earn ₱1,500 daily, no experience needed')).toContain(
      'job-bait',
    )
  })

  it.each([
    'Kuya naaksidente si Jun sa motor sa may Marcos Highway, gasgas lang naman pero pinaxray pa',
    'Ma nasa ospital si Lola, sa Medical City, dinala namin kanina kasi nahilo daw. Punta ka agad pag kaya mo.',
    'Te, si Nanay naaksidente, nasangit sa motor sa may Colon. Naa na sa Perpetual Succour, samad ra sa tiil',
  ])('reads news of a hospital or an accident, asking nothing, as no scam story: %s', (text) => {
    expect(codes(text)).not.toContain('emergency-story')
    expect(levelOf(text)).toBe('none')
  })

  it.each([
    "Grandma it's Tyler, I got in a car accident and I'm in jail. Please don't tell mom. My lawyer will call you about bail",
    'Ma, naaksidente ako, nasa ospital ako. Pa-send ng 5k sa GCash 0917 555 1234 para sa bill',
  ])('still reads a secret, a jail or money beside the story as the scam: %s', (text) => {
    expect(codes(text)).toContain('emergency-story')
    expect(levelOf(text)).not.toBe('none')
  })

  it('reads classes "suspended daw" as a day off, not a threat', () => {
    const text =
      'Fwd from GC ng mga magulang: Suspended daw klase bukas dahil sa init, modular na lang'
    expect(codes(text)).not.toContain('threat')
  })

  it('reads two sentences joined by "so" as no link', () => {
    expect(checkMessage('Dhoni have luck to win some big title.so we will win:)').links).toEqual([])
  })
})

describe('the sites businesses and friends really link to', () => {
  it.each([
    ['an Amazon country site', 'Found the lamp you wanted https://www.amazon.co.uk/dp/B07XJ8C8F5'],
    ['a place shared from Google Maps', 'Directions to the party https://maps.app.goo.gl/Xy7Kq2Pz'],
    [
      'an album shared from Google Photos',
      'Pics from the party: https://photos.app.goo.gl/Ln4Vb8cX',
    ],
    ['a job site', 'Apply ka dito https://www.jobstreet.com.ph, hiring sila ng CSR sa BGC'],
    ['an airline', 'PAL: Seat sale to Tokyo, up to 30% off. Book at philippineairlines.com'],
    [
      'a house listing',
      'Look at this house https://www.zillow.com/homedetails/123-Maple-St/2938_z',
    ],
  ])('finds nothing to fear in %s', (_name, text) => {
    expect(checkMessage(text).findings).toEqual([])
  })

  it("lists each site once: a brand's own domains are not also well-known sites", () => {
    expect([...WELL_KNOWN_SITES].filter((site) => isOfficialHost(site))).toEqual([])
  })

  it('still reads a shortener and a brand lookalike as they are', () => {
    expect(codes('Your prize: goo.gl/abc123')).toContain('shortened-link')
    expect(codes('Amazon: verify your account at amazon.co-verify.top')).toContain(
      'brand-lookalike-link',
    )
    expect(codes('Billing problem, update at nflx-account.info/update')).toContain(
      'brand-lookalike-link',
    )
    expect(codes('Your order shipped: amzn.to/3xYz')).toEqual([])
  })
})

describe('a regulator warning against a scheme', () => {
  it.each([
    'SEC ADVISORY: The SEC warns the public against investing in "Goldlink Ventures", which promises 30% monthly returns. This entity is NOT authorized to solicit investments.',
    'SEC: The SEC cautions the public against "Prime Asia Trading Club", which offers packages promising 30% monthly returns. This is a Ponzi-like scheme.',
  ])('is no scam itself: %s', (text) => {
    expect(codes(text)).not.toContain('guaranteed-returns')
    expect(levelOf(text)).not.toBe('high')
  })

  it('is not a scheme that says it is no Ponzi', () => {
    const text = 'Not a Ponzi! Invest ₱5,000 today and get guaranteed 30% monthly returns. PM me'
    expect(levelOf(text)).toBe('high')
  })
})

describe('the code to a gate, the password to a shared account, a pin on a map', () => {
  it.each([
    'Whats the wifi code?',
    'Anong code ng gate natin?',
    'Can you text me the door code, im outside',
    'whats the code for the gate again',
    'Ate, anong password ng netflix natin?',
    'Send me the password for the shared drive pls',
    "Ma'am di ko po makita yung bahay. Pwede po ba pa-send ng pin or landmark?",
    'Pa send ng pin location, papunta na ko',
  ])('is no code to hand over: %s', (text) => {
    expect(codes(text)).not.toContain('asks-for-code')
    expect(levelOf(text)).toBe('none')
  })

  it('leaves the code that came to the phone an ask', () => {
    expect(codes('Pa send naman ng code na na receive mo')).toContain('asks-for-code')
    expect(codes('Send me your password for verification')).toContain('asks-for-code')
    expect(codes('Send mo na yung PIN mo para ma-activate')).toContain('asks-for-code')
  })
})

describe('"mahal" as a price', () => {
  it.each([
    'Kuya bumili ka na ba ng ticket pauwi for Pasko? Mahal na daw pag December, mga 12k na one way.',
    'Ang mahal ng ticket pauwi, 12k na. Next year na lang siguro ako uuwi',
  ])('is no sweetheart in a romance story: %s', (text) => {
    expect(codes(text)).not.toContain('romance-story')
  })

  it('is one when it names the reader', () => {
    expect(codes('Hi mahal, na-hold ang package for you sa customs, kailangan ng 15k')).toContain(
      'romance-story',
    )
  })
})

describe('a slot in a queue and interest earned daily', () => {
  it.each([
    'Parent-teacher conferences are Nov 7-8. Please sign up for a time slot on the class page.',
    'PSA: Register na para sa libreng flu vaccine sa barangay hall. Secure your slot, limited lang!',
    'Free dental check-up sa Sabado. May slot pa po, register lang kay Ate Marie.',
  ])('is no casino: %s', (text) => {
    expect(codes(text)).not.toContain('gambling-lure')
  })

  it('is a casino when the slot is a game', () => {
    expect(codes('JILI slot: sign up now and get free 100! jili77.com')).toContain('gambling-lure')
    expect(codes('Play online slots, free bonus ₱100 for new members')).toContain('gambling-lure')
  })

  it.each([
    "SeaBank: You've earned PHP 52.11 in daily interest this week! Keep growing your savings.",
    'Your InstaPay limit is now PHP 50,000 daily limit per account. Thank you for banking with us.',
  ])('is no job offer: %s', (text) => {
    expect(codes(text)).not.toContain('job-bait')
  })

  it('is a job offer when the pay is daily', () => {
    expect(codes('Kumita ng ₱800 daily, part time lang, walang puhunan')).toContain('job-bait')
    expect(codes('Earn PHP 1,500 daily from home, message us')).toContain('job-bait')
  })
})

describe('"ma-block" a date', () => {
  it('is no threat when it holds a booking', () => {
    const text = 'Ate, pa-DP na tayo sa resort para ma-block yung date, Friday ang deadline nila'
    expect(codes(text)).not.toContain('threat')
  })

  it('is one when it shuts an account', () => {
    expect(codes('Pag hindi mo binayaran, ma-block ang account mo bukas')).toContain('threat')
  })
})

describe('a code that is in a text', () => {
  it('is no ask when the text is where the code is', () => {
    const text =
      'Anak, pinadala ko na sa Cebuana, ang claim code nasa text ni Tito Ben. Dalhin mo ID mo'
    expect(codes(text)).not.toContain('asks-for-code')
  })

  it('is one when the reader is asked to text it', () => {
    expect(codes('Pa text naman ng code na dumating sa phone mo')).toContain('asks-for-code')
    expect(codes('Please text the code to 0917 123 4567')).toContain('asks-for-code')
  })
})
