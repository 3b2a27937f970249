import { describe, expect, it } from 'vitest'
import { betaCdf, smoothQuantile } from '../../scripts/smooth-quantile'

describe('the smoothed quantile the model thresholds are read from', () => {
  it('gives the regularised incomplete beta function', () => {
    expect(betaCdf(0.3, 1, 1)).toBeCloseTo(0.3, 8)
    expect(betaCdf(0.5, 2, 2)).toBeCloseTo(0.5, 8)
    expect(betaCdf(0.2, 2, 5)).toBeCloseTo(0.34464, 8)
  })

  it('finds the median of an even spread', () => {
    const values = Array.from({ length: 101 }, (_, i) => i)
    expect(smoothQuantile(values, 0.5)).toBeCloseTo(50, 6)
    expect(smoothQuantile(values, 0.98)).toBeGreaterThan(96)
    expect(smoothQuantile(values, 0.98)).toBeLessThan(99)
  })

  it('moves a little, not a whole gap, when one high score moves', () => {
    const values = [...Array.from({ length: 150 }, (_, i) => i / 200), 0.9, 0.95, 0.99]
    const before = smoothQuantile(values, 0.98)
    const after = smoothQuantile(
      values.map((value) => (value === 0.9 ? 0.7 : value)),
      0.98,
    )
    expect(before - after).toBeGreaterThan(0)
    expect(before - after).toBeLessThan(0.1)
  })
})
