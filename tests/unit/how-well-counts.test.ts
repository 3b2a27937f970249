import { describe, expect, it } from 'vitest'
import { thousands } from '@/features/message-check/components/how-well'

describe('the counts of the figures /check shows', () => {
  it('puts a comma between thousands, as the English pages write numbers', () => {
    expect(thousands(0)).toBe('0')
    expect(thousands(999)).toBe('999')
    expect(thousands(1000)).toBe('1,000')
    expect(thousands(5574)).toBe('5,574')
    expect(thousands(1234567)).toBe('1,234,567')
  })
})
