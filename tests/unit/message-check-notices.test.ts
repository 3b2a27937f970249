import { describe, expect, it } from 'vitest'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import { isWarningNotice } from '@/features/message-check/text-rules'
import { checkByRules } from './rules-only'

const verdict = (text: string) => checkByRules(text)

describe('more scam warnings', () => {
  it.each([
    "Getting missed calls from unknown numbers? Think twice before calling back, it might be the 'one-ring' scam.",
    'Immediately report suspicious calls or messages for FREE by calling *888.',
    'Beware of phishing! BPI will never call you to ask for your OTP.',
    'Ang SEC ay hindi humihingi ng bayad para sa loan. Bayad muna? Huwag.',
    'Do not call back unknown international numbers.',
    'Globe: If you receive a text saying you won a raffle and asking for a fee, it is a scam. Report to 7726.',
  ])('takes "%s" for a warning about scams', (text) => {
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
  })

  it.each([
    'We detected a suspicious transaction of P18,500. If this was not you, cancel here: bpi-cancel.com',
    'Suspicious login on your GCash. Verify now at gcash-secure.top',
  ])('does not take a scam that speaks of suspicious activity for one: %s', (text) => {
    expect(isWarningNotice(normaliseForRules(text))).toBe(false)
    expect(verdict(text).level).toBe('high')
  })
})

describe('a bank that says how its messages look', () => {
  it('reads the scam link it quotes as no link of its own', () => {
    const text =
      'BDO: Since June 2024, BDO no longer sends clickable links via SMS or email. If you receive a message like "BDO: Your points are expiring, claim now at bdo-rewards.com", it is a scam.'
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
    expect(verdict(text).level).toBe('none')
  })

  it('still reads "if you receive this" beside a prize link as the scam it is', () => {
    const text = 'If you receive this message, claim your P5,000 at gcash-promo.top'
    expect(isWarningNotice(normaliseForRules(text))).toBe(false)
    expect(verdict(text).level).toBe('high')
  })
})

describe("an office's warning that quotes a scam without quotation marks", () => {
  it.each([
    'CICC ALERT: Kumakalat ang text na: Your GCash account will be suspended today. Verify now at gcash-verify-ph.com. SCAM ito! Huwag i-click. I-report sa 1326.',
    'CICC: Scam alert! J&T: Your parcel could not be delivered. Update here within 12 hrs: jnt-ph-redeliver.com. Hindi nagpapadala ng ganitong link ang courier. Report: 1326.',
    'PNP-ACG: Modus: Ma, nasira phone ko, ito bagong number ko. Pa-send naman P3,000 sa GCash na ito. Tawagan muna ang kamag-anak sa dating numero bago magpadala ng pera.',
  ])('reads the link or the ask it quotes, then calls a scam, as none of its own: %s', (text) => {
    expect(verdict(text).level).not.toBe('high')
  })

  it.each([
    'PAHIBALO SA SEC: Ayaw pag-invest sa "Bisaya Prime Farming Investors" nga nagsaad og 20% nga tubo matag bulan. Dili kini rehistrado sa SEC.',
    'NTC: Ang mga text na nagsasabing "Congratulations! Your number won P25,000 in the NTC Mobile Raffle" ay hindi galing sa NTC. I-report sa 7726.',
    'GCash: Ang GCash ay hindi nag-aalok ng loan increase sa text. Ang "Your GLoan of P50,000 is approved, pay P1,000 activation fee" ay scam.',
    'DSWD: Text messages are circulating saying "Your household is approved for P6,500 cash aid. Reply with your name and GCash number." This is NOT from the DSWD.',
    'SSS: Scammers text members: "You are eligible for SSS Unemployment Benefit P15,000. Send P250 for processing to GCash 0995-271-8834." The benefit is applied for online for free.',
    'SEC ADVISORY on "TaskPay PH": Victims receive texts like "Part-time job po, mag-like lang ng videos, P500 daily. Chat us on WhatsApp." TaskPay PH is not authorized by the SEC.',
  ])('takes a notice that quotes or paraphrases the scam for a notice: %s', (text) => {
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
    expect(verdict(text).level).not.toBe('high')
  })

  it('still reads a scam that speaks of a fake sign-in, or fake charges, as the scam it is', () => {
    const login =
      'ALERT: fake login attempt on your BDO account. Secure it now at bdo-secure-login.top'
    expect(verdict(login).level).toBe('high')
    const charges =
      'Chase: a charge of $900 was made on your card. Not you? Fake charges can be reversed, call 1-888-555-0101'
    expect(isWarningNotice(normaliseForRules(charges))).toBe(false)
    expect(verdict(charges).level).toBe('high')
  })

  it('still counts a link that a warning sends the reader to', () => {
    const text =
      'Beware of scammers! Protect your GCash: verify your account at gcash-verify-ph.com today.'
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
    expect(verdict(text).level).toBe('high')
  })
})

describe('a scam dressed as a warning', () => {
  it('keeps its asks when it sends money to a number itself', () => {
    const text =
      'SEC ADVISORY: Beware of loan scammers! To release your approved loan, pay the P1,500 processing fee to GCash 09171234567 today.'
    expect(verdict(text).findings.map((finding) => finding.code)).toContain('asks-fee')
    expect(verdict(text).level).toBe('high')
  })

  it('still reads a warning that quotes the scam as a warning', () => {
    const text =
      "SEC: Bayad muna para ma-process ang loan? Advance Fee Scam 'yan! Hindi humihingi ng paunang bayad ang lending companies."
    expect(verdict(text).level).toBe('none')
  })
})

describe('advice not to be fooled', () => {
  it.each([
    "DICT: Unregistered SIMs will be deactivated after the deadline. Register only at your telco's official site. Huwag magpaloko sa mga nagpapanggap.",
    "Don't be fooled: your account will never be suspended by text. Report such messages to your telco.",
  ])('is a warning about scams: %s', (text) => {
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
    expect(verdict(text).level).toBe('none')
  })
})

describe('a threat made a condition', () => {
  it.each([
    'Please verify your account to avoid deactivation. Verify here: trim.ac/GCashCares',
    'GCash: Para hindi ma-suspend ang account mo, i-update ang info mo dito: gc-update.info',
    'UnionBank: reactivate within 12 hours at 301.mx/5fe6 to avoid suspension.',
  ])('is a threat, and with a link high risk: %s', (text) => {
    expect(verdict(text).findings.map((finding) => finding.code)).toContain('threat')
    expect(verdict(text).level).toBe('high')
  })

  it.each([
    'Meralco: Your bill is due on Dec 5. Pay on time to avoid disconnection.',
    'Globe: Pay your bill by 12/05 to avoid service interruption.',
  ])('leaves a bill reminder alone: %s', (text) => {
    expect(verdict(text).level).toBe('none')
  })
})

describe('a family member warning of calls about them', () => {
  it('is a notice, not an emergency story', () => {
    const text =
      'Nay, huwag po kayong maniniwala sa tumatawag na nagsasabing nahuli ako ng pulis. Ayos lang po ako, nasa opisina.'
    expect(isWarningNotice(normaliseForRules(text))).toBe(true)
    expect(verdict(text).level).toBe('none')
  })

  it('is no notice when it only says not to believe others', () => {
    expect(
      isWarningNotice(normaliseForRules('Huwag kang maniwala sa iba, ako lang ang totoo')),
    ).toBe(false)
  })
})
