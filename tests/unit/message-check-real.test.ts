import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { checkByRules } from './rules-only'
import { codes, levelOf } from './verdict-of'

describe('lures of real unsolicited texts', () => {
  it.each([
    ['a casino promo in l33t', 'Jackp0t! reg1ster now and get libreng P888', 'gambling-lure'],
    ['a slot bonus', 'Welcome! You will have P1222 for slot. Web: will-j.life', 'gambling-lure'],
    [
      '"slot" with a 1 for its l',
      'Libreng 88 sa s1ot ngayon, mag deposit lang: ph777.vip',
      'gambling-lure',
    ],
    [
      '"slot" with a capital I',
      'FREE 100 sa SIot games! Register now: jili77.com',
      'gambling-lure',
    ],
    [
      'a number that "received" money',
      'Your number received P7,748! Register and deposit P50 to claim: hnvb.uk',
      'gambling-lure',
    ],
    [
      'a held parcel',
      'USPS: Your package could not be delivered due to an incomplete address.',
      'held-parcel-or-fine',
    ],
    [
      'an unpaid toll',
      'Toll notice: you have an unpaid toll balance of $6.99, pay now to avoid fees.',
      'held-parcel-or-fine',
    ],
    [
      'a casino calling to join in the next sentence',
      'Jackp0t City is waiting for you! Win a necklace worth 50k! Sign up now!',
      'gambling-lure',
    ],
    [
      'a SIM that "had won"',
      'FROM KAPUSO: Your SIM# had won Php700,000.00! Pls send ur NAME/ADDRESS and call me.',
      'unentered-prize',
    ],
    [
      'a number that "has won"',
      'Ang iyong number ay nanalo ng P50,000 sa raffle!',
      'unentered-prize',
    ],
    ['a long time no see opener', 'Long time no see! Are you still in Manila?', 'stranger-opener'],
    [
      'a Telegram mentor',
      'Hi, I am the assistant of my mentor, message me on Telegram for the task.',
      'stranger-opener',
    ],
    ['a new number ask', 'Hi Ma, this is my new number, send 3k sa gcash', 'stranger-opener'],
    [
      'a stranger asking whose number this is',
      "Hey, sorry to bother you, is this Jessica's number? I got it from a friend",
      'stranger-opener',
    ],
    [
      'Cebuano: you won',
      'Nakadaog ka og P50,000! I-send ang P500 aron ma-claim.',
      'unentered-prize',
    ],
    ['Cebuano: pay first', 'Bayri lang una ang P500 para sa ID ug training.', 'asks-fee'],
    [
      'Cebuano: give the code',
      'Palihug ihatag ang code nga niabot sa imong cp, sayop ko og type.',
      'asks-for-code',
    ],
    [
      'customs fees in dollars',
      'FedEx: your parcel is held. Customs fee of $2.99 is due before delivery.',
      'asks-fee',
    ],
  ])('finds %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it.each([
    'Here is a little gift for you: reamvino.com/Svj, claim your free reward today',
    'Magparehistro para sa libreng ₱7777, tumaya: pin48.tw/2jjMx',
    'USPS: your package is on hold, confirm your address at usps-redeliver.top',
    'Citi: unusual activity on your card. Verify now at citi-secure-login.com',
    'Netflix: We are having trouble with your billing information. Please update it: nflx-billing.help',
  ])('calls a lure with a link it cannot vouch for high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    [
      'a renewal to dispute by phone',
      'Your Geek Squad membership has auto-renewed for $349.99. Call to dispute: 1-877-612-4410',
    ],
    [
      'a card charge to call about',
      'Hello, this is Sarah from Capital One. Your card ending 4412 was used for $1,203. Call 888-222-3191 if not you',
    ],
    [
      "a dating site's unread messages",
      'Brenda, you have 3 unread messages from matches nearby. Read them: lovematch.page',
    ],
    [
      'solar panels at no cost',
      'Solar panels at no cost to you! Check if your home qualifies: solarqualify.net',
    ],
    [
      'a new credit score',
      'Your credit score just changed. See your new score: creditcheckup.info',
    ],
  ])('warns about %s', (_name, text) => {
    expect(levelOf(text)).not.toBe('none')
  })

  it('calls a grandchild in trouble who asks for gift cards high risk', () => {
    const text =
      "Hi Grandma, it's me. I'm in trouble and need $900 in gift cards. Please don't tell mom."
    expect(codes(text)).toContain('emergency-story')
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'Capital One: Your card ending 4412 was used for $18.40 at STARBUCKS. If not you, call the number on the back of your card.',
    'Discover: A purchase of $248.10 at APPLE.COM was made on your card ending 2210. If you do not recognize it, call 1-800-347-2683.',
  ])("leaves a bank's own charge alert alone: %s", (text) => {
    expect(levelOf(text)).toBe('none')
  })

  it('weighs a lure on a cheap address ending more: beside any other sign it is high risk', () => {
    const sale = checkByRules('Flash sale: 70% off everything, today only: bellachic.top')
    expect(sale.findings).toContainEqual(
      expect.objectContaining({ code: 'risky-tld-link', weight: 4 }),
    )
    expect(sale.level).toBe('high')
    expect(checkByRules('Our new menu is up: cafe-luna.top').level).toBe('warning')
  })

  it('reads an unknown host as a weak sign only', () => {
    expect(codes('See you at the party, photos at mysharedalbum.net')).toContain('unknown-link')
    expect(levelOf('See you at the party, photos at mysharedalbum.net')).toBe('none')
  })
})

describe("senders' own links", () => {
  it.each([
    'Stream the games LIVE on the Smart LiveStream App: smrt.ph/livestream',
    'Get 10GB for P99 only on GOMO! Buy now: https://gomogenesis.page.link/promo',
    'Globe: Your bill is ready. View it at globe.com.ph/mybill',
    'Maya: Get 5% cashback when you pay bills this week. maya.ph/promos',
    'GCash: Gawing GSave ang extra mo! Learn more at gcash.com/gsave',
    'Hi Scott! Save P100 on your Smart bill via the Lazada app: lzd.co/LAZSMART',
    'BDO: Earn points on every swipe. Details at bdo.com.ph/promos',
    'NDRRMC: Signal No. 2 raised over Metro Manila. Updates at ndrrmc.gov.ph',
  ])('leaves a promo or notice linking to its own domain alone: %s', (text) => {
    expect(levelOf(text)).toBe('none')
  })
})

describe('warnings are not asks', () => {
  it.each([
    "SEC: Bayad muna para ma-process ang loan? Advance Fee Scam 'yan! Hindi humihingi ng paunang bayad ang lending companies.",
    'GCash will never ask for your MPIN or OTP. Never share your OTP with anyone, including GCash staff.',
    'Beware of SCAMs. Be careful not to click links within text messages. Report these to NTC 1682.',
    'DICT: Mag-ingat sa text na nagsasabing nanalo ka ng premyo at kailangan magbayad ng processing fee. Scam iyan.',
    'PNP Cebu: Ayaw pagsalig sa mga text nga nag-ingon "nakadaog ka" unya pabayron ka una. Scam na. Ayaw i-send ang imong OTP.',
    'SEC ADVISORY: The public is warned against entities offering "guaranteed 30% monthly returns".',
  ])('a scam warning is never high risk: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })

  it('still reads the links of a message that says "beware"', () => {
    expect(levelOf('Beware of scams! Verify your GCash now: https://gcash-verify.top/login')).toBe(
      'high',
    )
  })

  it('does not take "this is not a scam" for a warning', () => {
    expect(levelOf('This is not a scam! You won P50,000. Pay the P500 release fee to claim.')).toBe(
      'high',
    )
  })
})

describe('malformed and IPv6 links', () => {
  it('reads user info and an IPv6 host even when the link does not parse', () => {
    const verdict = checkMessage('Open https://user:pa<ss>@[::1]/x now')
    expect(verdict.findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['ip-address-link', 'userinfo-link']),
    )
    expect(verdict.links[0]?.host).toBe('[::1]')
  })

  it('flags a bare IPv6 host', () => {
    expect(codes('Log in at http://[2001:db8::1]/login')).toContain('ip-address-link')
  })
})
