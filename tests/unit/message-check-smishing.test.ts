import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { unknownHostWeight } from '@/features/message-check/host-shape'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import { checkByRules } from './rules-only'
import { codes, levelOf } from './verdict-of'

describe('smishing as it is worded abroad', () => {
  it.each([
    [
      'an address that stops a parcel',
      'Your package is on hold due to an invalid zip code.',
      'held-parcel-or-fine',
    ],
    [
      'a redelivery to arrange',
      'Royal Mail: we missed you. Please reschedule your delivery.',
      'held-parcel-or-fine',
    ],
    [
      'a parcel stuck at a warehouse',
      'Your parcel has arrived at the warehouse but cannot be sent on.',
      'held-parcel-or-fine',
    ],
    ['unpaid tolls', 'You owe $6.99 in unpaid tolls.', 'held-parcel-or-fine'],
    ['a parking ticket', 'You have an unpaid parking ticket of $35.', 'held-parcel-or-fine'],
    [
      'a mobile number awarded a prize',
      'URGENT! Your mobile No was awarded a £2,000 Bonus Caller Prize!',
      'unentered-prize',
    ],
    ['"UR awarded"', 'UR awarded a City Break and a £200 shopping spree', 'unentered-prize'],
    ['a holiday awaiting collection', 'Your 4* Ibiza Holiday awaits collection', 'unentered-prize'],
    ['a tax refund', 'HMRC: your tax refund of £264.78 is ready to be claimed', 'unentered-prize'],
    ['a secret admirer', 'U have a secret admirer who wants to meet you', 'stranger-opener'],
    ['dollars a day', 'Part-time work, earn $300-$800 per day', 'job-bait'],
    ['a hiring call', "We're hiring! Flexible hours, apply now", 'job-bait'],
    ['a declined payment', 'Netflix: your payment was declined.', 'threat'],
    ['a hold on the account', 'We have placed a hold on your account.', 'threat'],
    ['an IRS refund', 'IRS: your refund has been processed, update your info', 'unentered-prize'],
    [
      'a charge to undo by a link',
      "A $742 charge is pending. If this wasn't you, cancel here:",
      'asks-to-log-in',
    ],
    ['a flagged account', 'Your account has been flagged. Verification required.', 'threat'],
    ['a lawsuit', 'A lawsuit has been filed under your name.', 'threat'],
    ['a number to call', 'To claim call 09061701444 now', 'asks-to-call'],
    ['a US toll-free number', 'If this was not you, call 1-888-555-0147.', 'asks-to-call'],
    ['a premium-rate line', 'Call 09094646631 now, 150ppm', 'asks-to-call'],
    [
      'an adult chat line',
      'Want explicit SEX in 30 secs? Ring 02073162414 now!',
      'stranger-opener',
    ],
    ['an expired KYC', 'Dear customer, your wallet KYC has expired, it will be blocked', 'threat'],
    [
      'a refund "we owe"',
      'We owe you for the last tax year. Follow our secure link',
      'unentered-prize',
    ],
    ['a VIP stock group', 'Join our VIP stock group on WhatsApp, free today', 'guaranteed-returns'],
    ['a stimulus payment', 'Your stimulus payment of $1,400 is pending', 'aid-claim'],
  ])('finds %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it.each([
    'Your mobile No. was awarded a £2,000 Bonus Caller Prize. Call 09066362206 ASAP!',
    'USPS: your package could not be delivered. Call 1-844-555-0155 to reschedule.',
    'Secret admirer is looking 2 make contact with U, call 09058094565',
    'Royal Mail: your parcel is waiting for delivery, reschedule at rm-redelivery.uk',
    'You owe $6.99 in unpaid tolls. Pay at https://thetollroads-fastrak.com to avoid fees.',
    'Wells Fargo: your account has been placed on hold. Verify at wf-online-secure.com',
    'FedEx: your package is scheduled for delivery. Set preferences at e5fnd.info/ASd2s',
  ])('a lure with a way out of the message is high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'Call me at 0917 123 4567 when you land.',
    'Get 50% off at The Westin with your BDO card. Call (02) 8256-2020 to reserve.',
    'I owe you $20 for lunch, will pay tomorrow.',
    'Your refund of P500 has been processed to your GCash.',
    'Is this ok? I moved the meeting to 3.',
    'This is my new phone, save it. Call me at 09171234567',
  ])('leaves an ordinary message unflagged: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
    expect(codes(text)).not.toContain('unentered-prize')
  })

  it('does not read a call rate in a telco ad as a premium-rate line', () => {
    const text = 'Unli calls to all networks, only P5 per min. Call 8888 1234 for details.'
    expect(checkMessage(text).findings).not.toContainEqual(
      expect.objectContaining({ code: 'asks-to-call', weight: 2 }),
    )
  })

  it('weighs a charge the reader never made, undone by calling a number, as a warning', () => {
    const text =
      'Geek Squad: your plan has renewed for $399.99. To cancel and get a refund, call +1 (888) 555-0173.'
    expect(checkMessage(text).findings).toContainEqual(
      expect.objectContaining({ code: 'asks-to-call', weight: 3 }),
    )
    // The rules alone; the learned model may add its own weight.
    expect(checkByRules(text).level).toBe('warning')
  })

  it('calls a threat to an account high risk only with a link nobody vouches for', () => {
    expect(levelOf('Your account has been locked. Unlock it at acc-unlock-help.net')).toBe('high')
    expect(levelOf('Your account has been locked. Unlock it at bdo.com.ph')).not.toBe('high')
    expect(levelOf('Your account has been locked. Please visit the nearest branch.')).toBe(
      'warning',
    )
  })

  it("leaves a courier's notice with its own link alone", () => {
    expect(levelOf('UPS: your package will be delivered tomorrow. Manage it at ups.com')).toBe(
      'none',
    )
  })

  it('names a brand from abroad, and knows its own domain', () => {
    expect(codes('Capital One: unusual activity. Review at capitalone-review.com')).toContain(
      'brand-lookalike-link',
    )
    expect(levelOf('Royal Mail: track your parcel at royalmail.com/track')).toBe('none')
    expect(checkMessage('Royal Mail: track your parcel at royalmail.com/track').links).toHaveLength(
      1,
    )
    expect(levelOf('E-ZPass: you have an unpaid toll bill. Pay at ezpass-tollcenter.com')).toBe(
      'high',
    )
  })
})

describe('the shape of a host nobody vouches for', () => {
  it.each([
    ['a plain unknown site', 'mysharedalbum.net', 1],
    ['a name dressed as a service', 'secure-acc-verify.com', 2],
    ['a parcel fee site', 'parcel-fee.net', 2],
    ['a name of many hyphens', 'my-new-cool-shop.net', 2],
    ['a part posing as a domain', 'usps.com-trackhelp.info', 3],
    ['"gov" in the name', 'irs-gov.us', 3],
    ['"com" among the subdomains', 'account.com.login-page.net', 3],
    ['a country suffix is no disguise', 'shop.example.com.au', 1],
  ])('weighs %s', (_name, host, weight) => {
    expect(unknownHostWeight(host)).toBe(weight)
  })
})

describe('pages anyone can put up under a brand', () => {
  it('reads a Google Sites page as a site nobody vouches for', () => {
    const text =
      'Netflix: your account is suspended. Verify: https://sites.google.com/view/nf-login'
    expect(codes(text)).toContain('unknown-link')
    expect(levelOf(text)).toBe('high')
  })

  it('reads a Google Form as a page nobody vouches for, no more', () => {
    const text = 'GCash: your account is on hold. Verify here: https://forms.gle/Rt5yUi8oPa3s'
    expect(levelOf(text)).toBe('high')
    const reunion = 'Batch 2010 reunion, pa-fill up po ng form: https://forms.gle/Rt5yUi8oPa3s'
    expect(checkByRules(reunion).findings).toEqual([
      expect.objectContaining({ code: 'unknown-link', weight: 1 }),
    ])
  })

  it('leaves Google itself alone', () => {
    expect(codes('Your Google Account settings: https://myaccount.google.com')).toEqual([])
  })
})

describe('links glued to what stands before them', () => {
  it.each([
    ['an emoji', 'Click here👉https://bit.ly/abc', 'bit.ly'],
    ['an emoji before a bare host', 'Pay➡️usps-help.com/x', 'usps-help.com'],
    ['a broken encoding', 'Claim now\uFFFDhttp://goo-gle.info/xx', 'goo-gle.info'],
    ['an arrow', 'link→https://a-b.com', 'a-b.com'],
    ['a word', 'Go tohttps://evil.top/x', 'evil.top'],
    ['a colon', 'Pay here:evil-site.info', 'evil-site.info'],
    ['a defanged scheme', 'Pay at hxxps://usps-redeliver.top/x', 'usps-redeliver.top'],
    ['a scheme with one slash', 'Claim: http:/bit.do/Claim-Tax', 'bit.do'],
    ['a scheme with no slash', 'Follow http:Ow.ly/ozvo308t for more', 'ow.ly'],
    ['a scheme without its colon', 'USPS: reschedule at https//uspsz.sbs today', 'uspsz.sbs'],
    ['a scheme spaced out', 'USPS: reschedule h t t p s://uspsz.sbs', 'uspsz.sbs'],
    ['a colon alone', 'Toll due, pay at ://ezpass-fee.icu now', 'ezpass-fee.icu'],
  ])('finds a link after %s', (_name, text, host) => {
    expect(checkMessage(text).links.map((link) => link.host)).toEqual([host])
  })

  it('finds no link in a scheme that stands alone', () => {
    expect(checkMessage('Type http: and then the address').links).toEqual([])
    expect(checkMessage('Bring pens and//or pencils, 1//2 sheet').links).toEqual([])
  })

  it('finds no link in a name without a dot, as a warning that defangs its hosts writes', () => {
    expect(checkMessage('Scam: hxxps://gcash-verify[.]top/login, huwag i-click').links).toEqual([])
    expect(checkMessage('Open http://intranet/login').links).toEqual([])
  })

  it('keeps where the link stands in the message', () => {
    const text = 'Click here👉https://bit.ly/abc now'
    const [link] = checkMessage(text).links
    expect(text.slice(link?.start, link?.end)).toBe('https://bit.ly/abc')
  })
})

describe('a message that is little more than a link', () => {
  it('weighs a page on an unknown site with hardly a word beside it as a warning', () => {
    expect(levelOf('Your order update: https://shop-notice-center.net/a8f2k')).toBe('warning')
  })

  it('leaves a bare site with no page on it, or a long note, at less', () => {
    expect(levelOf('See you there: https://mysharedalbum.net')).toBe('none')
    expect(
      levelOf(
        'Hi Ana, here are the photos from the reunion last Sunday at the park with the kids and their cousins, enjoy them: https://mysharedalbum.net/a8f2k',
      ),
    ).toBe('none')
  })
})

describe('letters of another script hidden in a word', () => {
  it.each([
    ['Cyrillic a and o', 'Yоur pаckаge cаnnоt be delivered', 'your package cannot be delivered'],
    ['a Greek omicron', 'Your accοunt has been suspended', 'your account has been suspended'],
  ])('reads %s as Latin letters', (_name, text, read) => {
    expect(normaliseForRules(text)).toBe(read)
  })

  it('leaves a word written wholly in Cyrillic as it is', () => {
    expect(normaliseForRules('Привет как дела')).toBe('привет как дела')
  })

  it('finds the lure behind the disguise', () => {
    expect(codes('Yоur pаckаge cаnnоt be delivered')).toContain('held-parcel-or-fine')
  })
})
