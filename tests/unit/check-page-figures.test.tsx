import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import figures from '@/features/message-check/check-figures.json'
import { loadCheckPage } from './check-page-kit'
import { renderApp } from './render-app'

beforeAll(loadCheckPage)

const names = [/^Smishtank/, /^Mishra & Soni/, /^Yissuh/, /^scottleechua/]

describe('"How well this check does"', () => {
  it.each([
    ['/check', 'How well this check does', 'Measured on'],
    ['/fil/check', 'Gaano kahusay ang check na ito', 'Sinukat noong'],
  ])(
    'on %s names and credits each public set, with its figures and the date',
    async (path, heading, measured) => {
      renderApp(path)
      const section = await screen.findByRole('region', { name: heading })
      const view = within(section)
      for (const name of names) {
        for (const link of view.getAllByRole('link', { name }))
          expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//))
      }
      // One line per set, scams and ordinary messages apart, never pooled.
      expect(section.querySelectorAll('li')).toHaveLength(figures.sets.length)
      expect(section).toHaveTextContent(/Timko & Rahman.*CC BY-NC-SA 4\.0/)
      expect(section).toHaveTextContent(/\d+(\.\d)?% .*1,055/)
      expect(section.querySelector('.check-figures__date')).toHaveTextContent(
        new RegExp(`^${measured} 20\\d\\d-\\d\\d-\\d\\d\\.$`),
      )
    },
  )

  it('holds a fraction for every figure, and a credit and a link for every set', () => {
    expect(figures.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const set of figures.sets) {
      expect(set.kind === 'scam' || set.kind === 'ordinary').toBe(true)
      for (const value of [set.flagged, set.high]) expect(value >= 0 && value <= 1).toBe(true)
      expect(set.high).toBeLessThanOrEqual(set.flagged)
      expect(set.credit).toMatch(/(CC BY|BSD)/)
      expect(set.url).toMatch(/^https:\/\//)
    }
  })
})
