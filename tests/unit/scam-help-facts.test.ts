import { describe, expect, it } from 'vitest'
import { contacts } from '@/config/scam-help-contacts'
import { lawPoints, laws } from '@/config/scam-help-laws'
import type { FactSource } from '@/config/scam-help-types'
import { enContactWords, enLawWords } from '@/features/scam-help/words/contacts.en'
import { filContactWords, filLawWords } from '@/features/scam-help/words/contacts.fil'
import {
  duplicates,
  entryProblems,
  isHouseFormat,
  isOfficialHost,
  isOfficialUrl,
  isPastIsoDate,
  isPhilippineTel,
  printedDigits,
} from './scam-help-checks'

const checked = '2026-11-26'
const official: FactSource = {
  kind: 'official',
  url: 'https://www.bsp.gov.ph/x',
  site: 'BSP',
  checked,
}
const report = (outlet: string, url?: string) => ({ outlet, url, published: '2025-03-20' })

describe('the checks themselves', () => {
  const cases: [string, (value: string) => boolean, [string, boolean][]][] = [
    [
      'official hosts',
      isOfficialUrl,
      [
        ['https://www.bsp.gov.ph/x', true],
        ['http://legacy.senate.gov.ph/press_release/2022/1106_poe1.asp', true],
        ['https://help.gcash.com/hc', true],
        ['https://gcash.com.evil.ph/', false],
        ['https://notgcash.com/', false],
        ['https://mb.com.ph/2024/cicc', false],
        ['https://gov.ph.example.com/', false],
        ['notes/facts.md', false],
        ['not a url', false],
      ],
    ],
    [
      'past real dates',
      (date) => isPastIsoDate(date, checked),
      [
        ['2026-11-26', true],
        ['2026-11-27', false],
        ['2026-02-30', false],
        ['26/11/2026', false],
      ],
    ],
    [
      'Philippine short codes, toll-free and +63 numbers',
      isPhilippineTel,
      [
        ['1326', true],
        ['+63288910000', true],
        ['180018885775', true],
        ['1800104057000', true],
        ['12', false],
        ['09155898506', false],
        ['+6391558985061', false],
        ['+1 2025550100', false],
        ['8631-8000', false],
      ],
    ],
    [
      'the one phone format',
      isHouseFormat,
      [
        ['(02) 8889-1000', true],
        ['0917 123 4567', true],
        ['1326', true],
        ['1-800-10-405-7000', true],
        ['(+632) 889-10000', false],
        ['+63 915 589 8506', false],
        ['405-7000', false],
        ['(02) 88-700-700', false],
      ],
    ],
  ]

  it.each(cases)('accepts %s only', (_name, check, samples) => {
    for (const [sample, expected] of samples) expect(check(sample), sample).toBe(expected)
  })

  it('reads printed numbers the way they are dialled', () => {
    expect(printedDigits('(02) 8631-8000')).toBe('63286318000')
    expect(printedDigits('0917 123 4567')).toBe('639171234567')
    expect(printedDigits('1-800-1888-5775')).toBe('180018885775')
    expect(printedDigits('2882')).toBe('2882')
  })

  it('fails an entry without a source, with too few reports, or checked in the future', () => {
    expect(entryProblems([official], checked)).toEqual([])
    expect(entryProblems([], checked)).toEqual(['no source'])
    const reported = (reports: ReturnType<typeof report>[], date = checked): FactSource => ({
      kind: 'reported',
      checked: date,
      reports,
    })
    const two = [report('PNA', 'https://a.example/1'), report('Manila Bulletin')]
    expect(entryProblems([reported(two)], checked)).toEqual([])
    expect(entryProblems([reported(two.slice(0, 1))], checked)).toContain(
      'reported by fewer than two independent outlets',
    )
    expect(entryProblems([reported([report('PNA'), report('PNA')])], checked)).toHaveLength(2)
    expect(entryProblems([reported([report('A'), report('B')])], checked)).toEqual([
      'no report a reader can open',
    ])
    expect(entryProblems([{ ...official, checked: '2026-11-27' }], checked)).toEqual([
      'bad checked date: 2026-11-27',
    ])
    expect(entryProblems([reported(two, '2025-03-19')], checked)).toHaveLength(2)
    expect(entryProblems([{ ...official, url: 'notes/facts.md' }], checked)).toEqual([
      'not an official page: notes/facts.md',
    ])
  })

  it('finds repeated ids', () => {
    expect(duplicates(['a', 'b', 'a'])).toEqual(['a'])
    expect(duplicates(['a', 'b'])).toEqual([])
  })
})

describe('contacts', () => {
  it('have unique ids, the hotline first and the e-wallet before the banks', () => {
    expect(duplicates(contacts.map((contact) => contact.id))).toEqual([])
    expect(contacts.map((contact) => contact.id).slice(0, 2)).toEqual(['iarc', 'gcash'])
  })

  it.each(contacts.map((contact) => [contact.id, contact] as const))(
    '%s: every source official or reported twice, checked on a real past date',
    (_id, contact) => {
      expect(entryProblems(contact.sources)).toEqual([])
    },
  )

  it('1326 is reported, by the Philippine News Agency and a national daily', () => {
    const hotline = contacts.find((contact) => contact.id === 'iarc')!
    expect(hotline.phones).toEqual([{ display: '1326', tel: '1326' }])
    const [source] = hotline.sources
    expect(source?.kind).toBe('reported')
    if (source?.kind !== 'reported') return
    expect(source.reports.map((each) => each.outlet)).toEqual([
      'Philippine News Agency',
      'Manila Bulletin',
    ])
  })

  it('link and write only to official hosts', () => {
    for (const contact of contacts) {
      if (contact.web) expect(isOfficialUrl(contact.web), contact.id).toBe(true)
      if (contact.email)
        expect(isOfficialHost(contact.email.address.split('@')[1] ?? ''), contact.id).toBe(true)
    }
  })

  it('dial valid Philippine numbers that match what the page prints, in one format', () => {
    const phones = contacts.flatMap((contact) => contact.phones)
    expect(phones.length).toBeGreaterThan(8)
    for (const phone of phones) {
      expect(isPhilippineTel(phone.tel), phone.tel).toBe(true)
      expect(isHouseFormat(phone.display), phone.display).toBe(true)
      expect(printedDigits(phone.display), phone.display).toBe(phone.tel.replace('+', ''))
    }
  })

  it('leave out what no source supports', () => {
    const tels = contacts.flatMap((contact) => contact.phones.map((phone) => phone.tel))
    for (const dropped of ['1682', '7726', '+639155898506', '+639618298033', '+63284188600'])
      expect(tels).not.toContain(dropped)
  })

  it('give people a way to reach them, and name the place they link to', () => {
    for (const contact of contacts) {
      expect(contact.phones.length > 0 || !!contact.email || !!contact.web, contact.id).toBe(true)
      if (contact.web) {
        expect(enContactWords[contact.id].place, contact.id).toBeTruthy()
        expect(filContactWords[contact.id].place, contact.id).toBeTruthy()
      }
    }
  })
})

describe('laws', () => {
  it('have unique ids', () => {
    expect(duplicates(laws.map((law) => law.id))).toEqual([])
    expect(duplicates(lawPoints.map((point) => point.id))).toEqual([])
  })

  it.each([...laws, ...lawPoints].map((fact) => [fact.id, fact] as const))(
    '%s: its source is official or reported twice, checked on a real past date',
    (_id, fact) => {
      expect(entryProblems([fact.source])).toEqual([])
    },
  )

  it('carry a plausible year, a Republic Act title and a name without the year', () => {
    for (const law of laws) {
      expect(law.title, law.id).toMatch(/^Republic Act No\. \d+$/)
      expect(law.name, law.id).not.toMatch(/\d{4}/)
      expect(law.year, law.id).toBeGreaterThanOrEqual(1946)
      expect(`${law.year}-01-01` <= new Date().toISOString(), law.id).toBe(true)
    }
  })

  it('the AFASA hold is of 30 days at most', () => {
    expect(lawPoints.find((point) => point.id === 'afasa-hold')?.figure).toEqual({
      value: 30,
      unit: 'days',
    })
  })
})

describe('words', () => {
  it('describe every contact and law in both languages, not copied across', () => {
    for (const contact of contacts) {
      expect(enContactWords[contact.id].purpose.length, contact.id).toBeGreaterThan(20)
      expect(filContactWords[contact.id].purpose, contact.id).not.toBe(
        enContactWords[contact.id].purpose,
      )
    }
    for (const law of laws) {
      expect(enLawWords[law.id].length, law.id).toBeGreaterThan(20)
      expect(filLawWords[law.id], law.id).not.toBe(enLawWords[law.id])
    }
  })
})
