import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAND_DOMAINS } from '@/features/message-check/brand-domains'
import { checkMessage, type RiskLevel } from '@/features/message-check/check-rules'
import { anyText, redFlag } from './message-check-inputs'
import { PROPERTY_TIMEOUT } from './property-settings'

const RUNS = 1_000
const rank: Record<RiskLevel, number> = { none: 0, warning: 1, high: 2 }

describe('the message check, over generated inputs', () => {
  it(
    'answers one of the three levels for any text up to 20,000 characters, never throwing',
    () => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(Object.keys(rank)).toContain(checkMessage(text).level)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'never lowers the level when a red flag is added',
    () => {
      fc.assert(
        fc.property(anyText, redFlag, fc.boolean(), (text, flag, before) => {
          const base = rank[checkMessage(text).level]
          const flagged = checkMessage(before ? `${flag}\n${text}` : `${text}\n${flag}`)
          expect(rank[flagged.level]).toBeGreaterThanOrEqual(base)
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    "never says a link under a brand's own domain impersonates it",
    () => {
      const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,14}[a-z0-9])?$/)
      const official = fc
        .record({
          brand: fc.constantFrom(...BRAND_DOMAINS),
          subdomains: fc.array(label, { maxLength: 3 }),
          path: fc.stringMatching(/^[a-zA-Z0-9/_-]{0,40}$/),
          scheme: fc.constantFrom('https://', 'http://', ''),
        })
        .chain((link) =>
          fc.constantFrom(...link.brand.domains).map((domain) => ({ ...link, domain })),
        )
      fc.assert(
        fc.property(official, anyText, ({ brand, subdomains, path, scheme, domain }, text) => {
          const host = [...subdomains, domain].join('.')
          const message = `${brand.name}: ${text.slice(0, 500)}\nOpen ${scheme}${host}/${path}`
          const impersonating = checkMessage(message).findings.filter(
            (finding) =>
              (finding.code === 'brand-lookalike-link' ||
                finding.code === 'brand-elsewhere-link') &&
              finding.host !== undefined &&
              (finding.host === domain || finding.host.endsWith(`.${domain}`)),
          )
          expect(impersonating).toEqual([])
        }),
        { numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
