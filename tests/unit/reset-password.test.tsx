import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_EMAIL, DEMO_RESET_TOKEN, EXPIRED_RESET_TOKEN } from '../../local-api/store'
import {
  alertTexts,
  callsTo,
  failRequests,
  setupLocalApi,
  type TestFault,
} from './account-test-kit'
import { renderApp } from './render-app'

const { api, sent } = setupLocalApi()

const VALIDATE = '/user/validate-reset-token'
const RESET = '/user/reset-password'
const INVALID_TEXT =
  'This password reset link is invalid or has expired. Please request a new password reset.'
const VALIDATION_FAILED = 'Failed to validate reset token. Please try again.'
const INVALID_FORMAT = 'Invalid reset token format.'
const INVALID_TOKEN = 'Invalid or expired reset token.'
const RESET_FAILED = 'Failed to reset password.'
const UNEXPECTED = 'An error occurred. Please try again later.'
const TOKEN_21 = 'abcdefghij0123456789K'
const TOKEN_20 = 'abcdefghij0123456789'
const NEW_PASSWORD = 'BrandNew123!'

const link = (token: string, email: string) =>
  `/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`
const DEMO_LINK = link(DEMO_RESET_TOKEN, DEMO_EMAIL)

beforeEach(() => {
  // The client logs 401 and 500 answers; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

function openPage(url: string) {
  const user = userEvent.setup({ delay: null })
  return { user, ...renderApp(url) }
}

/** Opens a link and waits until validation has settled into the form. */
async function openForm(url = DEMO_LINK) {
  const page = openPage(url)
  await screen.findByLabelText('New Password')
  return page
}

const submitButton = () => screen.getByRole('button', { name: 'Reset Password' })

async function enterPasswords(user: UserEvent, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText('New Password'), password)
  if (confirmation) await user.type(screen.getByLabelText('Confirm New Password'), confirmation)
}

async function expectInvalidView(message: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible()
  expect(screen.getByText(INVALID_TEXT)).toBeVisible()
  expect(alertTexts()).toEqual([message])
  expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
}

describe('link parameters', () => {
  it.each([
    ['the token', `/reset-password?email=${encodeURIComponent(DEMO_EMAIL)}`],
    ['the email', `/reset-password?token=${DEMO_RESET_TOKEN}`],
    ['both', '/reset-password'],
    ['both values (empty)', '/reset-password?token=&email='],
  ])('without %s shows the invalid view, sends nothing and leads home', async (_name, url) => {
    const { user, router } = openPage(url)
    await expectInvalidView('Invalid or missing reset link parameters.')
    expect(sent).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Return to Home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('shows Validating reset link... while the check is pending', async () => {
    api.setFault({ path: VALIDATE, delayMs: 300, times: 1 })
    openPage(DEMO_LINK)
    expect(await screen.findByText('Validating reset link...')).toBeVisible()
    // The form's outline is there to be seen, not reached: no field or button yet.
    expect(screen.getByText('Confirm New Password').closest('[inert]')).not.toBeNull()
    expect(screen.queryAllByRole('textbox')).toEqual([])
    expect(screen.queryAllByRole('button', { name: 'Reset Password' })).toEqual([])
    await screen.findByLabelText('New Password')
    expect(screen.queryByText('Validating reset link...')).not.toBeInTheDocument()
  })
})

describe('a valid link', () => {
  it('shows the form for the account, with password-manager hints', async () => {
    const { container } = await openForm()
    expect(screen.getByText(DEMO_EMAIL)).toBeVisible()
    expect(screen.getByText('Juan Dela Cruz')).toBeVisible()
    for (const label of ['New Password', 'Confirm New Password']) {
      const input = screen.getByLabelText(label)
      expect(input).toHaveAttribute('autocomplete', 'new-password')
      expect(input).toHaveAttribute('type', 'password')
    }
    expect(screen.getByText('Password must be at least 8 characters long')).toBeVisible()
    const username = container.querySelector('input[autocomplete="username"]')
    expect(username).toHaveValue(DEMO_EMAIL)
    expect(username).not.toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.query).toEqual({ token: DEMO_RESET_TOKEN, email: DEMO_EMAIL })
  })

  it('shows both passwords as text with the toggle', async () => {
    const { user } = await openForm()
    await user.click(screen.getByRole('checkbox', { name: /show password/i }))
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text')
    expect(screen.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'text')
  })
})

// Spec sections 5 and 8: every answer and failure of the validation, and the message it shows.
describe('validation answers', () => {
  it.each<[string, string, TestFault | null, string, number]>([
    [
      'valid=false with a message',
      link(EXPIRED_RESET_TOKEN, DEMO_EMAIL),
      null,
      'This reset link has expired.',
      1,
    ],
    [
      'valid=false without message',
      DEMO_LINK,
      { status: 200, body: '{"valid":false}' },
      INVALID_TOKEN,
      1,
    ],
    [
      'a 200 with an HTML page',
      DEMO_LINK,
      { status: 200, body: '<html><body>Gateway</body></html>', contentType: 'text/html' },
      INVALID_TOKEN,
      1,
    ],
    ['a 200 with an empty body', DEMO_LINK, { status: 200, body: '' }, INVALID_TOKEN, 1],
    ['a 404 for a 20-character token', link(TOKEN_20, DEMO_EMAIL), null, INVALID_FORMAT, 1],
    ['a 404 for an email without @', link(TOKEN_21, 'demo.scamcheck.ph'), null, INVALID_FORMAT, 1],
    ['a 400', DEMO_LINK, { status: 400, body: '{"detail":"Bad"}' }, VALIDATION_FAILED, 1],
    ['a 401', DEMO_LINK, { status: 401, body: '{"message":"No"}' }, VALIDATION_FAILED, 1],
    ['a 500 twice', DEMO_LINK, { status: 500, body: '', times: 2 }, VALIDATION_FAILED, 2],
    [
      'a 502 with an HTML page twice',
      DEMO_LINK,
      { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html', times: 2 },
      VALIDATION_FAILED,
      2,
    ],
    ['a 503 twice', DEMO_LINK, { status: 503, body: '', times: 2 }, VALIDATION_FAILED, 2],
    ['a dropped connection twice', DEMO_LINK, { kind: 'drop', times: 2 }, VALIDATION_FAILED, 2],
    // The client's signal gives up on both attempts before they are sent.
    ['a timeout twice', DEMO_LINK, 'timeout', VALIDATION_FAILED, 0],
  ])('%s shows the invalid view', async (_name, url, fault, message, requests) => {
    if (fault !== null) failRequests(api, VALIDATE, fault)
    openPage(url)
    await expectInvalidView(message)
    expect(callsTo(sent, VALIDATE)).toHaveLength(requests)
  })

  it('accepts a 404 for a 21-character token and an email with @', async () => {
    await openForm(link(TOKEN_21, 'someone@mail.ph'))
    expect(screen.getByText('someone@mail.ph')).toBeVisible()
    expect(callsTo(sent, VALIDATE)).toHaveLength(1)
  })

  it('shows the form after a 503 followed by a valid answer', async () => {
    api.setFault({ path: VALIDATE, status: 503, body: '', times: 1 })
    await openForm()
    expect(screen.getByText('Juan Dela Cruz')).toBeVisible()
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })
})

describe('form rules', () => {
  it.each([
    ['both fields empty', '', '', 'Please fill in all fields.'],
    ['the confirmation empty', NEW_PASSWORD, '', 'Please fill in all fields.'],
    ['the new password empty', '', NEW_PASSWORD, 'Please fill in all fields.'],
    ['7 characters', 'Short1!', 'Short1!', 'Password must be at least 8 characters long.'],
    [
      '7 characters that also differ',
      'Short1!',
      'Other1!',
      'Password must be at least 8 characters long.',
    ],
    ['8 characters that differ', 'Eight8!!', 'Eight8!?', 'Passwords do not match.'],
    [
      '7 emoji (14 UTF-16 units)',
      '\u{1F600}'.repeat(7),
      '\u{1F600}'.repeat(7),
      'Password must be at least 8 characters long.',
    ],
    [
      '8 emoji that differ',
      '\u{1F600}'.repeat(8),
      '\u{1F601}'.repeat(8),
      'Passwords do not match.',
    ],
  ])('%s: says so and sends nothing', async (_name, password, confirmation, message) => {
    const { user } = await openForm()
    await enterPasswords(user, password, confirmation)
    await user.click(submitButton())
    expect(alertTexts()).toEqual([message])
    expect(callsTo(sent, RESET)).toHaveLength(0)
  })
})

describe('resetting', () => {
  it('reads Resetting Password..., then succeeds and goes home after 3000 ms', async () => {
    api.setFault({ path: RESET, delayMs: 200, times: 1 })
    const { user, router } = await openForm()
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.click(submitButton())
    expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled()
    await act(() => vi.advanceTimersByTimeAsync(200))
    // Let the answer through without moving the (fake) clock any further.
    const success = () => screen.queryByRole('heading', { name: 'Password Reset Successful' })
    for (let turn = 0; turn < 50 && !success(); turn += 1) {
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
    }
    expect(success()).toBeVisible()
    expect(screen.getByRole('button', { name: 'Continue to Home' })).toBeVisible()
    expect(JSON.parse(callsTo(sent, RESET)[0]?.body ?? '')).toEqual({
      token: DEMO_RESET_TOKEN,
      email: DEMO_EMAIL,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    })
    await act(() => vi.advanceTimersByTimeAsync(2_900))
    expect(router.state.location.pathname).toBe('/reset-password')
    await act(() => vi.advanceTimersByTimeAsync(100))
    vi.useRealTimers()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('Continue to Home goes home at once', async () => {
    const { user, router } = await openForm()
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    await user.click(submitButton())
    await user.click(await screen.findByRole('button', { name: 'Continue to Home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  // Spec section 8: every answer and failure of the reset, and the message it shows.
  it.each<[string, TestFault, string]>([
    [
      'a 200 with success false and a message',
      { status: 200, body: '{"success":false,"message":"Choose a password you have not used."}' },
      'Choose a password you have not used.',
    ],
    ['a 200 with success false', { status: 200, body: '{"success":false}' }, RESET_FAILED],
    ['a 200 with an empty body', { status: 200, body: '' }, RESET_FAILED],
    [
      'a 200 with an HTML page',
      { status: 200, body: '<html><body>Gateway</body></html>', contentType: 'text/html' },
      RESET_FAILED,
    ],
    ['a 400 with a detail', { status: 400, body: '{"detail":"Custom detail"}' }, 'Custom detail'],
    ['a 400 without detail', { status: 400, body: '' }, INVALID_TOKEN],
    ['a 400 with an empty object', { status: 400, body: '{}' }, INVALID_TOKEN],
    [
      'a 404',
      { status: 404, body: '{"detail":"Reset token not found."}' },
      'Reset token not found or has expired.',
    ],
    ['a 401 with a message', { status: 401, body: '{"message":"Nope"}' }, UNEXPECTED],
    ['a 500', { status: 500, body: '{"detail":"boom"}' }, UNEXPECTED],
    [
      'a 502 with an HTML page',
      { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
      UNEXPECTED,
    ],
    ['a 503', { status: 503, body: '' }, UNEXPECTED],
    // Online, a request without an answer is "anything else".
    ['a dropped connection', { kind: 'drop' }, UNEXPECTED],
    ['a timeout', 'timeout', UNEXPECTED],
  ])('%s keeps the form and shows its message', async (_name, fault, message) => {
    const { user } = await openForm()
    failRequests(api, RESET, fault)
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual([message]))
    expect(submitButton()).toBeEnabled()
    expect(screen.getByLabelText('New Password')).toBeVisible()
    expect(callsTo(sent, RESET)).toHaveLength(fault === 'timeout' ? 0 : 1)
  })

  it('refuses a token that expired after validation with the 400 message', async () => {
    const { user } = await openForm()
    api.state.resetTokens.get(DEMO_RESET_TOKEN)!.expiresAt = Date.now() - 1
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    await user.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual([INVALID_TOKEN]))
  })

  it('sends one request on a double click', async () => {
    api.setFault({ path: RESET, delayMs: 200, times: 1 })
    const { user } = await openForm()
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    await user.dblClick(submitButton())
    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })
    expect(callsTo(sent, RESET)).toHaveLength(1)
  })

  it('Cancel goes home', async () => {
    const { user, router } = await openForm()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(callsTo(sent, RESET)).toHaveLength(0)
  })
})

describe('link values reach the API byte for byte', () => {
  it.each([
    [
      'a 30-digit token',
      '/reset-password?token=123456789012345678901234567890&email=demo%40scamcheck.ph',
      { token: '123456789012345678901234567890', email: DEMO_EMAIL },
    ],
    [
      'a token like a number',
      '/reset-password?token=12e4&email=demo%40scamcheck.ph',
      { token: '12e4', email: DEMO_EMAIL },
    ],
    [
      'a percent-encoded +',
      `/reset-password?token=${TOKEN_21}&email=a%2Bb%40mail.ph`,
      { token: TOKEN_21, email: 'a+b@mail.ph' },
    ],
    [
      'a raw +',
      `/reset-password?token=${TOKEN_21}&email=a+b@mail.ph`,
      { token: TOKEN_21, email: 'a+b@mail.ph' },
    ],
    [
      'a token with reserved characters',
      `/reset-password?token=a%26b%3Dc%2Fd%20e&email=x%40y.ph`,
      { token: 'a&b=c/d e', email: 'x@y.ph' },
    ],
  ])('%s', async (_name, url, query) => {
    openPage(url)
    await waitFor(() => expect(callsTo(sent, VALIDATE).length).toBeGreaterThan(0))
    expect(sent[0]?.query).toEqual(query)
    await waitFor(() => expect(screen.queryByText('Validating reset link...')).toBeNull())
  })

  it('sends the same token and email with the reset', async () => {
    const token = '123456789012345678901234567890'
    api.addResetToken('a+b@mail.ph', token)
    const { user } = await openForm(`/reset-password?token=${token}&email=a+b@mail.ph`)
    expect(screen.getByText('a+b@mail.ph')).toBeVisible()
    await enterPasswords(user, NEW_PASSWORD, NEW_PASSWORD)
    await user.click(submitButton())
    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' })
    expect(JSON.parse(callsTo(sent, RESET)[0]?.body ?? '')).toMatchObject({
      token,
      email: 'a+b@mail.ph',
    })
  })
})
