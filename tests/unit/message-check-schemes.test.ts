import { describe, expect, it } from 'vitest'
import { codes, levelOf } from './verdict-of'

describe('schemes told as stories', () => {
  it.each([
    [
      'a seller who pushes',
      'Last stock na po! Full payment muna via GCash, legit po ako.',
      'pay-before-ship',
    ],
    [
      'a host paid outside the app',
      'Your host asks for payment outside the app to confirm.',
      'pay-before-ship',
    ],
    [
      'a wallet of a third party',
      'Send the P2,000 sa GCash ng caretaker 0917xxxxxxx',
      'asks-for-money',
    ],
    [
      'a bill to help pay',
      'Its me, new phone. Can you help me pay a bill today?',
      'asks-for-money',
    ],
    ['an arrest', 'Ma, nahuli ako ng pulis sa checkpoint, kailangan ko ng 5k.', 'emergency-story'],
    [
      'a hospital',
      'This is Dr. Cruz. Your son was brought in after an accident.',
      'emergency-story',
    ],
    [
      'Cebuano: a borrowed phone',
      'Nanghulam ra ko ani nga cp, gi-snatch akong cellphone.',
      'emergency-story',
    ],
    [
      'a bribe to skip a ticket',
      'Pwede po ayusin na lang para di na ma-tiketan.',
      'held-parcel-or-fine',
    ],
    ['a parking fine', 'NOTICE: Your vehicle has an unpaid parking fee.', 'held-parcel-or-fine'],
    [
      'a box held at customs',
      'May box na ipapadala sa inyo pero naka-hold sa customs.',
      'held-parcel-or-fine',
    ],
    [
      'an unclaimed remittance',
      'You have an unclaimed Kwarta Padala of PHP 9,870.',
      'unentered-prize',
    ],
    ['money doubled in days', '5k lang puhunan, doble in 7 days!', 'guaranteed-returns'],
    ['Cebuano: a sure return', '3k ra ang puhunan, sigurado balik.', 'guaranteed-returns'],
    ['a tax to withdraw', 'To withdraw, pay the 10% unlock tax first.', 'asks-fee'],
    [
      'a code sent by mistake',
      'Na-send ko ang 6 digit code sa number mo by mistake. Pakisend dito.',
      'asks-for-code',
    ],
    [
      'details and a code',
      'I-reply ang buong pangalan, address at OTP na ise-send namin.',
      'asks-for-code',
    ],
    [
      'a card to reconfirm',
      'Reconfirm your card within 12 hours or lose the booking.',
      'asks-for-card',
    ],
    ['a copyright complaint', 'We noticed a copyright complaint on your account.', 'threat'],
    ['a page to be deleted', 'Ma-delete ang imong page tungod sa reklamo.', 'threat'],
    [
      'a recorded call',
      'Your video call was recorded. I will upload it and tag your family.',
      'threat',
    ],
    ['a phone infected', 'WARNING! Your phone is infected with 3 viruses.', 'threat'],
    ['tonight', 'Send the money ngayong gabi.', 'pressure'],
    [
      'a number from a clinic',
      'Hello, I got your number from the dental clinic.',
      'stranger-opener',
    ],
    ['a deposit bonus', 'Deposit now and claim your 300% first bonus!', 'gambling-lure'],
  ])('finds %s', (_name, text, code) => {
    expect(codes(text)).toContain(code)
  })

  it.each([
    'Mi, available pa iPhone 15, 28k. Full payment muna via gcash bago ko ipa-book, madami kasi bogus buyer. Legit po ako.',
    'Hi Mom its me, this is my new number, old phone fell in the water. Can you help me pay a bill today?',
    'Pa, naa ko sa presinto karon. Ingon ni Sir mahuman ra daw kung mohatag ta og 5k. I-send sa gcash ni Sir 0961xxxxxxx.',
    'Hello, your private video call was recorded. Pay P15,000 now or I will upload it and tag your family.',
    'Booking.com: reconfirm your card within 12 hours or your stay is cancelled: booking-reconfirm.help/r/1',
    'M Lhuillier: You have an unclaimed Kwarta Padala of PHP 9,870. Claim it: mlhuillier-kp.online/claim',
  ])('calls the whole scheme high risk: %s', (text) => {
    expect(levelOf(text)).toBe('high')
  })

  it.each([
    'Sir, available pa ang sapatos size 9. P1,200 COD, meet-up tayo sa SM.',
    'Nasa ospital si Lola, dalaw tayo mamayang gabi. Dala ka ng prutas.',
    'Your Grab booking is confirmed. See you at 5 pm!',
    'Salamat sa order! Na-ship na via J&T, COD P450 pagdating.',
    'Hi Ma, na-send ko na ang P3,000 sa GCash mo para sa gamot ni Lola.',
  ])('leaves ordinary messages that share some words below high risk: %s', (text) => {
    expect(levelOf(text)).not.toBe('high')
  })
})
