import { describe, expect, it } from 'vitest'
import { checkMessage, type SecondOpinion } from '@/features/message-check/check-rules'
import { checkByRules } from './rules-only'

const certain: SecondOpinion = { score: () => 1, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
const weightOf = (text: string, code: string) =>
  checkByRules(text).findings.find((finding) => finding.code === code)?.weight

describe('a message that links only to sites everyone knows', () => {
  it.each([
    "Sharing the Philstar article about this month's Meralco rates: https://www.philstar.com/business/2025/06/10/meralco-rates",
    'Did you see this? Rappler explainer on the SIM registration rules: https://www.rappler.com/technology/sim-registration/',
  ])('is not second-guessed by the model: %s', (text) => {
    const { level, findings } = checkMessage(text, certain)
    expect(findings.map((finding) => finding.code)).not.toContain('worded-like-scam')
    expect(level).toBe('none')
  })

  it('still hears the model beside a site nobody vouches for', () => {
    const text = "Sharing the article about this month's rates: https://www.rates-today-ph.com/june"
    expect(checkMessage(text, certain).findings.map((finding) => finding.code)).toContain(
      'worded-like-scam',
    )
  })
})

describe('a US public body under .gov', () => {
  it.each([
    'NotifyNYC: Heat Advisory in effect Sun 11AM-8PM. For cooling centers visit nyc.gov/beattheheat or call 311.',
    'Austin Resource Recovery: Reminder - your trash and recycling pickup is tomorrow. See your schedule: austintexas.gov/myschedule',
  ])('is a site of its own: %s', (text) => {
    expect(checkByRules(text).level).toBe('none')
  })

  it('lends nothing to a host that only starts with a .gov name', () => {
    expect(
      checkByRules('IRS: your refund is on hold, verify at irs.gov.refund-help.com').level,
    ).toBe('high')
    expect(weightOf('USA.gov: claim your grant at usgov-grants.top', 'brand-lookalike-link')).toBe(
      5,
    )
  })
})

describe("a brand's name in a Philippine host", () => {
  const payroll =
    "Chinabank Savings: Open a payroll account with your employer's partner branch. Requirements at https://www.chinabanksavings.com.ph"

  it('weighs 3 under .ph, where banks also register their own names', () => {
    expect(weightOf(payroll, 'brand-lookalike-link')).toBe(3)
    expect(checkByRules(payroll).level).toBe('warning')
  })

  it('weighs 5 under an ending anyone registers cheaply', () => {
    expect(
      weightOf(
        'Chinabank: open a payroll account at chinabank-savings.top',
        'brand-lookalike-link',
      ),
    ).toBe(5)
  })
})

describe('a short business name the message gives as its own', () => {
  it.each([
    ['Nike: Your order has shipped! Track your Nike Dunk Low here: nike.com/orders', 'nike.com'],
    ['IKEA: Your delivery is scheduled for Sat 8/10. Manage: ikea.com/us/en/purchases', 'ikea.com'],
    [
      'Bath & Body Works: 3-Wick Candles $12.95 today! bathandbodyworks.com',
      'bathandbodyworks.com',
    ],
    ["St. Mary's Parish: Fish fry this Friday 5-7pm. stmarysparish.org", 'stmarysparish.org'],
  ])('names its own site: %s', (text, host) => {
    const link = checkByRules(text).findings.find((finding) => finding.host === host)
    expect(link).toMatchObject({ code: 'unknown-link', weight: 0 })
  })
})

describe('a page on app hosting anyone can use', () => {
  it.each([
    ['Your order shipped: https://xyz-parcels.firebaseapp.com', 'xyz-parcels.firebaseapp.com'],
    ['Toll balance due, pay now https://ezpay-now.pages.dev/pay', 'ezpay-now.pages.dev'],
    ['Package on hold: pub-7f3a.r2.dev/track', 'pub-7f3a.r2.dev'],
  ])('weighs at least 2, named by its own label: %s', (text, host) => {
    const link = checkByRules(text).findings.find((finding) => finding.code === 'unknown-link')
    expect(link?.host).toBe(host)
    expect(link?.weight).toBeGreaterThanOrEqual(2)
  })

  it('leaves a blog on a blog builder at 1', () => {
    const text =
      'I finally wrote up my trip notes, with photos from every town we stopped in and the food we loved: https://mytravels.blogspot.com/2023/x'
    expect(weightOf(text, 'unknown-link')).toBe(1)
  })
})
