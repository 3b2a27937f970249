import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptsUnknownToken,
  passwordProblem,
  REDIRECT_DELAY_MS,
} from '@/features/reset-password/reset-rules'

/** A pure rule is cheap to run: each property tries this many generated inputs. */
const PURE_RUNS = 1_000

// Spec sections 5 and 9: on a 404, a token longer than 20 characters and an email with an @.
describe('acceptsUnknownToken', () => {
  it.each<[string, string, string, boolean]>([
    ['20 characters', 'a'.repeat(20), 'someone@mail.ph', false],
    ['21 characters', 'a'.repeat(21), 'someone@mail.ph', true],
    ['21 characters, no @', 'a'.repeat(21), 'someone.mail.ph', false],
    ['21 characters, only an @', 'a'.repeat(21), '@', true],
    ['empty', '', 'someone@mail.ph', false],
    // Characters are code points: 11 emoji are 22 UTF-16 units but 11 characters.
    ['11 astral characters', '\u{1F600}'.repeat(11), 'someone@mail.ph', false],
    ['21 astral characters', '\u{1F600}'.repeat(21), 'someone@mail.ph', true],
    // A combining mark is a code point of its own: 21 code points here.
    ['19 letters and an accented e', `${'a'.repeat(19)}e\u0301`, 'a@b', true],
  ])('%s', (_name, token, email, accepted) => {
    expect(acceptsUnknownToken(token, email)).toBe(accepted)
  })

  it('counts every code point once, whatever its UTF-16 length', () => {
    const codePoints = fc.array(
      fc.integer({ min: 0, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff),
      {
        maxLength: 40,
      },
    )
    fc.assert(
      fc.property(codePoints, fc.boolean(), (points, withAt) => {
        const token = String.fromCodePoint(...points)
        const email = withAt ? 'someone@mail.ph' : 'someone.mail.ph'
        expect(acceptsUnknownToken(token, email)).toBe(points.length > 20 && withAt)
      }),
      { numRuns: PURE_RUNS },
    )
  })

  it('never accepts an email without an @, however long the token', () => {
    const noAt = fc.string({ unit: 'binary' }).map((email) => email.replace(/@/g, ''))
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), noAt, (token, email) => {
        expect(acceptsUnknownToken(token, email)).toBe(false)
      }),
      { numRuns: PURE_RUNS },
    )
  })
})

// Spec section 5, in order: both fields, at least 8 characters, the same twice.
describe('passwordProblem', () => {
  it.each<[string, string, string, ReturnType<typeof passwordProblem>]>([
    ['both empty', '', '', 'missing'],
    ['confirmation empty', 'LongEnough1', '', 'missing'],
    ['7 characters', 'Short1!', 'Short1!', 'too-short'],
    ['7 characters, different', 'Short1!', 'Other1!', 'too-short'],
    ['8 characters', 'Exactly8', 'Exactly8', null],
    ['8 astral characters', '\u{1F600}'.repeat(8), '\u{1F600}'.repeat(8), null],
    [
      '4 astral characters (8 UTF-16 units)',
      '\u{1F600}'.repeat(4),
      '\u{1F600}'.repeat(4),
      'too-short',
    ],
    ['8 characters, different', 'Exactly8', 'Exactly9', 'mismatch'],
  ])('%s', (_name, password, confirmation, problem) => {
    expect(passwordProblem(password, confirmation)).toBe(problem)
  })

  it('accepts any password of 8 or more characters entered twice', () => {
    const password = fc.string({ unit: 'binary', minLength: 8, maxLength: 64 })
    fc.assert(
      fc.property(password, (value) => {
        expect(passwordProblem(value, value)).toBeNull()
      }),
      { numRuns: PURE_RUNS },
    )
  })

  it('refuses two different entries of 8 or more characters as a mismatch', () => {
    const password = fc.string({ unit: 'binary', minLength: 8, maxLength: 64 })
    fc.assert(
      fc.property(password, password, (first, second) => {
        fc.pre(first !== second)
        expect(passwordProblem(first, second)).toBe('mismatch')
      }),
      { numRuns: PURE_RUNS },
    )
  })
})

it('redirects 3 seconds after a reset', () => {
  expect(REDIRECT_DELAY_MS).toBe(3000)
})
