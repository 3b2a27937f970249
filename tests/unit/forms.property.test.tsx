import './dialog-polyfill'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_EMAIL, DEMO_RESET_TOKEN } from '../../local-api/store'
import { alertTexts, callsTo, setupLocalApi } from './account-test-kit'
import { expectNothingInjected, markupPayload } from './markup-payloads'
import { assertEveryRun, PROPERTY_TIMEOUT, RUNS } from './property-settings'
import { renderApp } from './render-app'
import { deleteFormProblem } from '@/features/delete-account/delete-rules'
import { passwordProblem } from '@/features/reset-password/reset-rules'
import { authActions } from '@/stores/auth-store'

const { api, sent } = setupLocalApi()

const LOGIN = '/auth/login'
const PROFILE = '/user/profile'
const RESET = '/user/reset-password'
// Spec section 5, word for word.
const MISSING_FIELDS = 'Please fill in both email and password fields.'
const UNTICKED = 'Please check the confirmation checkbox to proceed.'
const MISSING_PASSWORDS = 'Please fill in all fields.'
const TOO_SHORT = 'Password must be at least 8 characters long.'
const MISMATCH = 'Passwords do not match.'
const CHECKBOX = 'I understand that this action is permanent and cannot be undone'
/** What the local API says to an unknown account. */
const STAND_IN_401 = 'Invalid email or password.'

const DEMO_LINK = `/reset-password?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`

beforeEach(() => {
  // The client logs 401 and 500 answers; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(window, 'alert').mockImplementation(() => {})
})

function freshRun() {
  cleanup()
  sessionStorage.clear()
  localStorage.clear()
  authActions.logout()
  api.reset()
  sent.length = 0
}

/** Lone surrogates cannot be typed or sent as UTF-8; fast-check's 'binary' unit never makes them. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: 'grapheme-ascii', maxLength }),
  )

/** Empty, blank, short, long, astral: every branch of the rules gets its share. */
const fieldValue = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\t', '  ', '\u00a0', '\u3000') },
  { weight: 4, arbitrary: text(14) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u{1F600}', '\u{1F1F5}'), maxLength: 10 }),
  },
)

/** Sets a field the way a paste does, and returns what the field really holds. */
function enter(label: string, value: string): string {
  const field = screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement
  fireEvent.change(field, { target: { value } })
  // Browsers (and jsdom) sanitise values: email drops line breaks and outer spaces, password
  // drops line breaks.
  return field.value
}

/** Code points, as the site counts password length. */
const PASSWORD_WORDS = {
  missing: MISSING_PASSWORDS,
  'too-short': TOO_SHORT,
  mismatch: MISMATCH,
} as const

describe('delete form rules, in order', () => {
  async function openDeletePage() {
    renderApp('/delete-account')
    await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
  }

  it(
    'fields, then checkbox, then a login with the entered credentials',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(fieldValue, fieldValue, fc.boolean(), async (email, password, ticked) => {
          await openDeletePage()
          const sentEmail = enter('Email', email)
          const sentPassword = enter('Password', password)
          if (ticked) fireEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
          fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }))

          const problem = deleteFormProblem({
            email: sentEmail,
            password: sentPassword,
            confirmed: ticked,
          })
          if (problem === 'missing-fields') {
            await waitFor(() => expect(alertTexts()).toEqual([MISSING_FIELDS]))
            expect(sent).toHaveLength(0)
          } else if (problem === 'unconfirmed') {
            await waitFor(() => expect(alertTexts()).toEqual([UNTICKED]))
            expect(sent).toHaveLength(0)
          } else {
            await waitFor(() => expect(alertTexts()).toEqual([STAND_IN_401]))
            const logins = callsTo(sent, LOGIN)
            expect(logins).toHaveLength(1)
            expect(JSON.parse(logins[0]?.body ?? '')).toEqual({
              email: sentEmail.trim(),
              password: sentPassword,
            })
            expect(screen.getByRole('button', { name: 'Delete My Account' })).toBeEnabled()
          }
          expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
        }),
        { fresh: freshRun, numRuns: RUNS },
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('reset form rules, in order', () => {
  async function openResetForm() {
    renderApp(DEMO_LINK)
    await screen.findByLabelText('New Password', {}, { timeout: 10_000 })
  }

  /** The same value twice about half the time, so that requests do get sent. */
  const passwords = fc
    .tuple(fieldValue, fieldValue, fc.boolean())
    .map(([first, second, same]) => [first, same ? first : second] as const)

  it(
    'all fields, then length in characters, then match, then a request',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(passwords, async ([password, confirmation]) => {
          await openResetForm()
          const sentPassword = enter('New Password', password)
          const sentConfirmation = enter('Confirm New Password', confirmation)
          fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))

          // The page applies the rule itself (tested in reset-rules.test.ts) and says it in words.
          const problem = passwordProblem(sentPassword, sentConfirmation)
          const expected = problem === null ? null : PASSWORD_WORDS[problem]

          if (expected !== null) {
            await waitFor(() => expect(alertTexts()).toEqual([expected]))
            expect(callsTo(sent, RESET)).toHaveLength(0)
            expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
          } else {
            await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })
            const resets = callsTo(sent, RESET)
            expect(resets).toHaveLength(1)
            expect(JSON.parse(resets[0]?.body ?? '')).toEqual({
              token: DEMO_RESET_TOKEN,
              email: DEMO_EMAIL,
              new_password: sentPassword,
              confirm_password: sentConfirmation,
            })
          }
        }),
        {
          fresh: freshRun,
          numRuns: RUNS,
          examples: [
            [['\u{1F600}'.repeat(7), '\u{1F600}'.repeat(7)]],
            [['\u{1F600}'.repeat(8), '\u{1F600}'.repeat(8)]],
            [['1234567', '1234567']],
            [['12345678', '12345679']],
          ],
        },
      )
    },
    PROPERTY_TIMEOUT,
  )
})

describe('markup typed into the forms is text, never run', () => {
  const payload = markupPayload.map((text) => text.trim())

  it(
    'delete form: the email, password and name are sent as is and shown as text',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, payload, payload, async (email, password, name) => {
          api.addAccount({ email, password, name })
          renderApp('/delete-account')
          await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
          expect(enter('Email', email)).toBe(email)
          expect(enter('Password', password)).toBe(password)
          fireEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
          fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }))

          const dialog = await screen.findByRole('dialog', { name: 'Confirm Account Deletion' })
          const shown = [...dialog.querySelectorAll('dd')].map((dd) => dd.textContent)
          expect(shown).toEqual([name, email])
          expect(JSON.parse(callsTo(sent, LOGIN)[0]?.body ?? '')).toEqual({ email, password })
          expectNothingInjected()
          fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
          await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
          expect(callsTo(sent, PROFILE)).toHaveLength(0)
        }),
        { fresh: freshRun, numRuns: 20 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'delete form: a login message holding markup is shown as text',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, async (message) => {
          api.setFault({ path: LOGIN, status: 401, body: JSON.stringify({ message }) })
          renderApp('/delete-account')
          await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
          enter('Email', 'someone@mail.ph')
          enter('Password', 'whatever-1')
          fireEvent.click(screen.getByRole('checkbox', { name: CHECKBOX }))
          fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }))
          await waitFor(() =>
            expect(document.querySelector('#delete-form-error')?.textContent).toBe(message),
          )
          expectNothingInjected()
        }),
        { fresh: freshRun, numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )

  it(
    'reset form: both passwords are sent as is and nothing is injected',
    async () => {
      await assertEveryRun(
        fc.asyncProperty(payload, fc.boolean(), async (password, same) => {
          const confirmation = same ? password : `${password}!`
          renderApp(DEMO_LINK)
          await screen.findByLabelText('New Password', {}, { timeout: 10_000 })
          expect(enter('New Password', password)).toBe(password)
          expect(enter('Confirm New Password', confirmation)).toBe(confirmation)
          fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }))
          if (same) {
            await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })
            expect(JSON.parse(callsTo(sent, RESET)[0]?.body ?? '')).toMatchObject({
              new_password: password,
              confirm_password: password,
            })
          } else {
            await waitFor(() => expect(alertTexts()).toEqual([MISMATCH]))
            expect(callsTo(sent, RESET)).toHaveLength(0)
          }
          expectNothingInjected()
        }),
        { fresh: freshRun, numRuns: 10 },
      )
    },
    PROPERTY_TIMEOUT,
  )
})
