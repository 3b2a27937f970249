import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BRAND_DOMAINS } from '@/features/message-check/brand-domains'
import { checkMessage, type RiskLevel } from '@/features/message-check/check-rules'
import { PROPERTY_TIMEOUT } from './property-settings'

const RUNS = 1_000
const rank: Record<RiskLevel, number> = { none: 0, warning: 1, high: 2 }

/** Any text up to 20,000 characters: any code point, whole graphemes, or words a message uses. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 20_000, size: 'max' }),
  fc.string({ unit: 'grapheme', maxLength: 2_000, size: 'max' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        'GCash',
        'OTP',
        'https://',
        'bit.ly/',
        '.top',
        'http://0x7f.1/',
        '@',
        'ngayon',
        'send',
        'P500',
        'fee',
        'paki',
        '\u0301',
        '\u200b',
        '\u0000',
        '🎉',
        'xn--',
        '....',
        'a'.repeat(300),
      ),
      { maxLength: 400, size: 'max' },
    )
    .map((parts) => parts.join(' ')),
)

/** Red flags, each written the way scam texts put them. */
const redFlag = fc.constantFrom(
  'Send me the 6-digit OTP now.',
  'Your account will be deactivated within 24 hours.',
  'Pay the P1,500 processing fee first to release your loan.',
  'Open bit.ly/3xYzAb to claim.',
  'Log in at https://gcash-verify.top/login to avoid suspension.',
  'Guaranteed 30% profit every week, no risk!',
  'Congratulations, you won P50,000 in our raffle!',
  'Ipadala agad ang MPIN mo ngayon din.',
  'Earn P500 a day just by liking videos.',
)

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
