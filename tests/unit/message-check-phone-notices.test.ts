import { describe, expect, it } from 'vitest'
import { codes, levelOf } from './verdict-of'

describe("a phone's own notices, and offers that only sound like a lure", () => {
  it.each([
    'Smart: You have consumed 100% of your daily 1GB TikTok allocation. Your open access data remains at 1.2GB.',
    'Ka-TNT, naubos mo na ang 100% ng iyong daily 1GB data. Babalik ito bukas ng 12:00AM.',
  ])('reads data used "100%% of your daily" allocation as no promised return: %s', (text) => {
    expect(codes(text)).not.toContain('guaranteed-returns')
    expect(levelOf(text)).toBe('none')
  })

  it("reads a lender's receipt to a masked GCash number as no ask for money", () => {
    const receipt =
      'Tala: Your loan of ₱3,000.00 has been sent to your GCash account 0917*****21. Your payment of ₱3,450.00 is due on 10/12/2023.'
    expect(codes(receipt)).not.toContain('asks-for-money')
    expect(levelOf(receipt)).toBe('none')
    expect(codes('Loan approved! Send ₱300 fee to GCash 0917 555 0143 first')).toContain(
      'asks-for-money',
    )
  })

  it('reads a fine per day of delay as no job offer', () => {
    const text =
      'Library Notice: The book "Fundamentals of Accounting" is due tomorrow. Overdue fine is P5.00 per day.'
    expect(codes(text)).not.toContain('job-bait')
    expect(codes('Kumita ng ₱800 per day, part time lang')).toContain('job-bait')
  })

  it('reads a parking slot as no casino', () => {
    const text =
      'Filinvest: Get a FREE parking slot when you reserve a 2BR unit this month. filinvest.com'
    expect(codes(text)).not.toContain('gambling-lure')
    expect(codes('Play online slots, free bonus ₱100 for new members')).toContain('gambling-lure')
  })

  it('reads an insurance plan\'s "guaranteed cash benefits" as no promised return', () => {
    const text =
      'Education plan for your kids starting ₱2,500/month with guaranteed cash benefits every school year. -Liza 0917 992 1076, IC-Licensed Agent'
    expect(codes(text)).not.toContain('guaranteed-returns')
    expect(codes('Guaranteed na kikita ka dito, sali na! 0917 123 4567')).toContain(
      'guaranteed-returns',
    )
  })
})
