import { describe, expect, it } from 'vitest'
import { BRAND_DOMAINS } from '@/features/message-check/brand-domains'
import { brandSource } from '@/features/message-check/brand-sources'
import { isUnder } from '@/features/message-check/host-names'

describe("the brands' domains", () => {
  it.each(BRAND_DOMAINS.map((brand) => [brand.name, brand] as const))(
    'of %s come from its own site',
    (_name, brand) => {
      const source = new URL(brandSource(brand))
      expect(source.protocol).toBe('https:')
      const own = ['about.google'].includes(source.hostname)
      expect(own || brand.domains.some((domain) => isUnder(source.hostname, domain))).toBe(true)
    },
  )

  it('name each brand once', () => {
    const names = BRAND_DOMAINS.map((brand) => brand.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
