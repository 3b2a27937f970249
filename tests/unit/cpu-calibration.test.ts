import { describe, expect, it } from 'vitest'
import { slowdownFor, targetBenchmarkIndex } from '../../scripts/cpu-calibration'

describe('the CPU slowdown the Lighthouse gate sets from the host benchmark', () => {
  it('slows a quiet host of about 1600 by about 4x, as Lighthouse does by default', () => {
    expect(slowdownFor(1600)).toBe(4)
    expect(slowdownFor(1700)).toBeCloseTo(4.3, 5)
  })

  it('slows a busy host less, so the same phone is emulated', () => {
    expect(slowdownFor(800)).toBe(2)
    expect(slowdownFor(1000)).toBe(2.5)
    // The phone each run emulates stays within a tenth of the target.
    for (const index of [500, 900, 1300, 2000]) {
      expect(Math.abs(index / slowdownFor(index) - targetBenchmarkIndex)).toBeLessThan(40)
    }
  })

  it('never speeds a host up, and never slows one past 8x', () => {
    expect(slowdownFor(250)).toBe(1)
    expect(slowdownFor(0)).toBe(1)
    expect(slowdownFor(10_000)).toBe(8)
  })
})
