import { describe, expect, it } from 'vitest'
import { contacts } from '@/config/scam-help-contacts'
import { figures, laws } from '@/config/scam-help-laws'
import { enContactWords, enLawWords } from '@/features/scam-help/words/contacts.en'
import { filContactWords, filLawWords } from '@/features/scam-help/words/contacts.fil'
import {
  duplicates,
  isOfficialHost,
  isOfficialUrl,
  isPastIsoDate,
  isPhilippineTel,
  printedDigits,
  sourceProblems,
  today,
} from './scam-help-checks'

describe('the checks themselves', () => {
  const cases: [string, (value: string) => boolean, [string, boolean][]][] = [
    [
      'official hosts',
      isOfficialUrl,
      [
        ['https://www.bsp.gov.ph/x', true],
        ['https://help.gcash.com/hc', true],
        ['https://gcash.com.evil.ph/', false],
        ['https://notgcash.com/', false],
        ['https://mb.com.ph/2024/cicc', false],
        ['https://gov.ph.example.com/', false],
        ['http://cicc.gov.ph/', false],
        ['not a url', false],
      ],
    ],
    [
      'past real dates',
      (date) => isPastIsoDate(date, '2026-11-26'),
      [
        ['2026-11-26', true],
        ['2026-11-27', false],
        ['2026-02-30', false],
        ['26/11/2026', false],
      ],
    ],
    [
      'Philippine short codes and +63 numbers',
      isPhilippineTel,
      [
        ['1326', true],
        ['+63288910000', true],
        ['+639155898506', true],
        ['12', false],
        ['09155898506', false],
        ['+6391558985061', false],
        ['+1 2025550100', false],
        ['8631-8000', false],
      ],
    ],
  ]

  it.each(cases)('accepts %s only', (_name, check, samples) => {
    for (const [sample, expected] of samples) expect(check(sample), sample).toBe(expected)
  })

  it('reads printed numbers the way they are dialled', () => {
    expect(printedDigits('(02) 8631-8000')).toBe('63286318000')
    expect(printedDigits('(+632) 889-10000')).toBe('63288910000')
    expect(printedDigits('1682')).toBe('1682')
  })

  it('finds repeated ids', () => {
    expect(duplicates(['a', 'b', 'a'])).toEqual(['a'])
    expect(duplicates(['a', 'b'])).toEqual([])
  })
})

describe('contacts', () => {
  it('have unique ids', () => {
    expect(duplicates(contacts.map((contact) => contact.id))).toEqual([])
  })

  it('each come from an official page checked on a real date', () => {
    for (const contact of contacts) expect(sourceProblems(contact.source), contact.id).toEqual([])
  })

  it('link and write only to official hosts', () => {
    for (const contact of contacts) {
      if (contact.web) expect(isOfficialUrl(contact.web), contact.id).toBe(true)
      if (contact.email)
        expect(isOfficialHost(contact.email.split('@')[1] ?? ''), contact.id).toBe(true)
    }
  })

  it('dial valid Philippine numbers that match what the page prints', () => {
    for (const contact of contacts) {
      for (const phone of contact.phones) {
        expect(isPhilippineTel(phone.tel), `${contact.id} ${phone.tel}`).toBe(true)
        expect(printedDigits(phone.display), `${contact.id} ${phone.display}`).toBe(
          phone.tel.replace('+', ''),
        )
      }
    }
  })

  it('give people a way to reach them', () => {
    for (const contact of contacts)
      expect(contact.phones.length > 0 || !!contact.email || !!contact.web, contact.id).toBe(true)
  })
})

describe('laws and figures', () => {
  it('have unique ids', () => {
    expect(duplicates(laws.map((law) => law.id))).toEqual([])
    expect(duplicates(figures.map((figure) => figure.id))).toEqual([])
  })

  it('each come from an official page checked on a real date', () => {
    for (const law of laws) expect(sourceProblems(law.source), law.id).toEqual([])
    for (const figure of figures) expect(sourceProblems(figure.source), figure.id).toEqual([])
  })

  it('carry a plausible year and a Republic Act title', () => {
    for (const law of laws) {
      expect(law.title, law.id).toMatch(/^Republic Act No\. \d+$/)
      expect(law.year, law.id).toBeGreaterThanOrEqual(1946)
      expect(law.year, law.id).toBeLessThanOrEqual(Number(today.slice(0, 4)))
    }
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
