import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_EMAIL, DEMO_RESET_TOKEN } from '../../local-api/store'
import { alertTexts, callsTo, setupLocalApi } from './account-test-kit'
import { expectNothingInjected, markupPayload } from './markup-payloads'
import { assertEveryRun, PROPERTY_TIMEOUT, RUNS } from './property-settings'
import { renderApp } from './render-app'
import { acceptsUnknownToken } from '@/features/reset-password/reset-rules'
import { authActions } from '@/stores/auth-store'

const { api, sent } = setupLocalApi()

const VALIDATE = '/user/validate-reset-token'
const RESET = '/user/reset-password'
// Spec sections 5 and 8, word for word.
const MISSING_PARAMETERS = 'Invalid or missing reset link parameters.'
const INVALID_FORMAT = 'Invalid reset token format.'
const NEW_PASSWORD = 'BrandNew123!'

const link = (token: string, email: string) =>
  `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(window, 'alert').mockImplementation(() => {})
})

afterEach(() => {
  sessionStorage.clear()
})

/** Everything one generated input may have left behind: the page, storage, the stand-in. */
function freshRun() {
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
  authActions.logout()
  api.reset()
  sent.length = 0
  consoleError.mockClear()
}

type SettledView = 'form' | 'invalid'

/** Waits until validation has settled into the form or the invalid view. */
async function settledView(): Promise<SettledView> {
  let view: SettledView | null = null
  await waitFor(
    () => {
      const heading = document.querySelector('h1')?.textContent
      if (heading === 'Invalid Reset Link') view = 'invalid'
      else if (heading === 'Reset Password' && document.querySelector('#new-password')) {
        view = 'form'
      } else throw new Error(`not settled yet (h1: ${String(heading)})`)
    },
    { timeout: 10_000 },
  )
  // Never a crash: one of the page's own headings is there.
  expect(['Reset Password', 'Invalid Reset Link']).toContain(
    document.querySelector('h1')?.textContent,
  )
  return view as unknown as SettledView
}

/** The email the form says it resets the password of. */
const shownEmail = () => document.querySelector('.account-summary__email')?.textContent

/** Unpaired UTF-16 surrogates. */
const LONE_SURROGATE = /\p{Cs}/u
/**
 * Lone surrogates cannot survive UTF-8 percent-encoding: `encodeURIComponent` throws a URIError
 * on them, so no reset link can carry one. Only well-formed strings are generated.
 */
const wellFormed = (value: string) => !LONE_SURROGATE.test(value)

/** Any UTF-16 code unit, then filtered to well-formed strings (pairs may still form). */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    // fast-check 4 replaced fullUnicodeString() by unit 'binary': any code point, no halves.
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: codeUnit, maxLength }).filter(wellFormed),
    fc.string({ unit: 'binary-ascii', maxLength }),
  )

/** 10 000 characters (code points). */
const veryLong = fc.oneof(
  fc.string({ unit: 'grapheme-composite', minLength: 10_000, maxLength: 10_000 }),
  fc.string({ unit: 'binary', minLength: 10_000, maxLength: 10_000 }),
)

/** Always tried: 10 000-character values, astral and combining characters included. */
const LONG_EXAMPLES: [string, string][] = [
  ['\u{1F600}'.repeat(10_000), `${'e\u0301'.repeat(5_000)}@mail.ph`],
  ['a%2B+&='.repeat(1_429).slice(0, 10_000), '\u{1F1F5}\u{1F1ED}'.repeat(5_000)],
]

const linkValue = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 6, arbitrary: anyText(40) },
  { weight: 1, arbitrary: veryLong },
)

const linkEmail = fc.oneof(
  { weight: 3, arbitrary: linkValue },
  {
    weight: 3,
    arbitrary: fc.tuple(anyText(20), anyText(20)).map(([local, domain]) => `${local}@${domain}`),
  },
)

describe('any reset link value', () => {
  it(
    'reaches the API byte-exact, or is refused as missing, and never crashes the page',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(linkValue, linkEmail, async (token, email) => {
          renderApp(link(token, email))
          const view = await settledView()
          const validations = callsTo(sent, VALIDATE)

          if (!token || !email) {
            expect(view).toBe('invalid')
            expect(alertTexts()).toEqual([MISSING_PARAMETERS])
            expect(sent).toHaveLength(0)
          } else {
            // The stand-in knows no such token: a 404, so the fallback rule decides.
            expect(validations).toHaveLength(1)
            expect(validations[0]?.query.token).toBe(token)
            expect(validations[0]?.query.email).toBe(email)
            // The rule itself (tested in reset-rules.test.ts), counting code points.
            if (acceptsUnknownToken(token, email)) {
              expect(view).toBe('form')
              expect(shownEmail()).toBe(email)
            } else {
              expect(view).toBe('invalid')
              expect(alertTexts()).toEqual([INVALID_FORMAT])
            }
          }
          expect(consoleError).not.toHaveBeenCalled()
        }),
        { fresh: freshRun, numRuns: RUNS, examples: LONG_EXAMPLES },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'a known token with any email is validated and reset with the same values',
    async () => {
      const value = fc.oneof(anyText(30), veryLong).filter((text) => text.trim() !== '')
      await assertEveryRun(
        fc.asyncProperty(value, value, async (tokenTail, email) => {
          // Prefixed so it cannot collide with the seeded tokens.
          const token = `prop-${tokenTail}`
          api.addResetToken(email, token)
          renderApp(link(token, email))
          expect(await settledView()).toBe('form')
          expect(shownEmail()).toBe(email)

          fireEvent.change(screen.getByLabelText('New Password'), {
            target: { value: NEW_PASSWORD },
          })
          fireEvent.change(screen.getByLabelText('Confirm New Password'), {
            target: { value: NEW_PASSWORD },
          })
          fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
          await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })

          expect(callsTo(sent, VALIDATE).map((entry) => entry.query)).toEqual([{ token, email }])
          const resets = callsTo(sent, RESET)
          expect(resets).toHaveLength(1)
          expect(JSON.parse(resets[0]?.body ?? '')).toEqual({
            token,
            email,
            new_password: NEW_PASSWORD,
            confirm_password: NEW_PASSWORD,
          })
          expect(consoleError).not.toHaveBeenCalled()
        }),
        { fresh: freshRun, numRuns: 30 },
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('markup in the link and in server messages', () => {
  const payload = markupPayload

  it(
    'in the token and the email of a valid link: sent as is, the email shown as text',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, payload, async (token, email) => {
          api.addResetToken(email, `t-${token}`)
          renderApp(link(`t-${token}`, email))
          expect(await settledView()).toBe('form')
          expect(shownEmail()).toBe(email)
          expect(callsTo(sent, VALIDATE)[0]?.query).toEqual({ token: `t-${token}`, email })
          expectNothingInjected()
        }),
        { fresh: freshRun, numRuns: 20 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'in an email accepted by the 404 fallback: shown as text',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, async (markup) => {
          const email = `${markup}@mail.ph`
          renderApp(link(`unknown-token-${'x'.repeat(20)}`, email))
          expect(await settledView()).toBe('form')
          expect(shownEmail()).toBe(email)
          expectNothingInjected()
        }),
        { fresh: freshRun, numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'in a valid=false message and a 400 detail: shown as text',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, payload, async (message, detail) => {
          api.setFault({
            path: VALIDATE,
            status: 200,
            body: JSON.stringify({ valid: false, message }),
            times: 1,
          })
          renderApp(link(DEMO_RESET_TOKEN, DEMO_EMAIL))
          expect(await settledView()).toBe('invalid')
          expect(alertTexts()).toEqual([message.trim()])
          expect(document.querySelector('p[role="alert"]')?.textContent).toBe(message)
          expectNothingInjected()

          cleanup()
          sessionStorage.clear()
          api.setFault({
            path: RESET,
            status: 400,
            body: JSON.stringify({ detail }),
            times: 1,
          })
          renderApp(link(DEMO_RESET_TOKEN, DEMO_EMAIL))
          expect(await settledView()).toBe('form')
          fireEvent.change(screen.getByLabelText('New Password'), {
            target: { value: NEW_PASSWORD },
          })
          fireEvent.change(screen.getByLabelText('Confirm New Password'), {
            target: { value: NEW_PASSWORD },
          })
          fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
          await waitFor(() =>
            expect(document.querySelector('#reset-form-error')?.textContent).toBe(detail),
          )
          expectNothingInjected()
        }),
        { fresh: freshRun, numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
