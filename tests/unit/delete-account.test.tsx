import './dialog-polyfill'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../local-api/store'
import {
  alertTexts,
  callsTo,
  failRequests,
  storedToken,
  setupLocalApi,
  type TestFault,
} from './account-test-kit'
import { renderApp } from './render-app'
import { deleteFailure, loginFailure } from '@/features/delete-account/delete-failures'
import { enDeleteWords } from '@/features/delete-account/words/en'
import { authActions } from '@/stores/auth-store'

const { api, sent } = setupLocalApi()

const CHECKBOX = 'I understand that this action is permanent and cannot be undone'
const MISSING_FIELDS = 'Please fill in both email and password fields.'
const UNTICKED = 'Please check the confirmation checkbox to proceed.'
const INVALID_CREDENTIALS = 'Invalid credentials. Please check your email and password.'
const LOGIN = '/auth/login'
const PROFILE = '/user/profile'

beforeEach(() => {
  // The client logs 401 and 500 answers; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

async function openPage() {
  const user = userEvent.setup({ delay: null })
  const app = renderApp('/delete-account')
  await screen.findByRole('heading', { level: 1, name: 'Delete Account' })
  return { user, ...app }
}

type Entries = { email?: string; password?: string; confirmed?: boolean }

async function fillForm(user: UserEvent, entries: Entries = {}) {
  const { email = DEMO_EMAIL, password = DEMO_PASSWORD, confirmed = true } = entries
  if (email) await user.type(screen.getByLabelText('Email'), email)
  if (password) await user.type(screen.getByLabelText('Password'), password)
  if (confirmed) await user.click(screen.getByRole('checkbox', { name: CHECKBOX }))
}

const submitButton = () => screen.getByRole('button', { name: 'Delete My Account' })
const dialog = () => screen.getByRole('dialog', { name: 'Confirm Account Deletion' })
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Yes, Delete My Account' })

/** Logs in through the form and waits for the confirmation dialog. */
async function openDialog(user: UserEvent) {
  await fillForm(user)
  await user.click(submitButton())
  return screen.findByRole('dialog', { name: 'Confirm Account Deletion' })
}

describe('form rules', () => {
  it.each<[string, Entries, string]>([
    ['the email is empty', { email: '' }, MISSING_FIELDS],
    ['the password is empty', { password: '' }, MISSING_FIELDS],
    ['both fields are empty', { email: '', password: '' }, MISSING_FIELDS],
    ['the checkbox is unticked', { confirmed: false }, UNTICKED],
    [
      'both fields are empty and it is unticked',
      { email: '', password: '', confirmed: false },
      MISSING_FIELDS,
    ],
    [
      'the password is empty and it is unticked',
      { password: '', confirmed: false },
      MISSING_FIELDS,
    ],
  ])('when %s it says so and sends nothing', async (_name, entries, message) => {
    const { user } = await openPage()
    await fillForm(user, entries)
    await user.click(submitButton())
    expect(alertTexts()).toEqual([message])
    expect(sent).toHaveLength(0)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks the browser for the saved username and current password', async () => {
    await openPage()
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
    expect(screen.getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked()
  })
})

// Spec sections 5 and 8: every answer and failure of the login, and the message it shows.
describe('login answers', () => {
  it.each<[string, TestFault | null, string, string]>([
    ['a 401 from the server', null, 'wrong-password', 'Invalid email or password.'],
    [
      'a 200 without token, with a message',
      { status: 200, body: '{"message":"Please verify your email first."}' },
      DEMO_PASSWORD,
      'Please verify your email first.',
    ],
    [
      'a 200 without token or message',
      { status: 200, body: '{}' },
      DEMO_PASSWORD,
      INVALID_CREDENTIALS,
    ],
    [
      'a 200 with a null token',
      { status: 200, body: '{"access_token":null,"user":{"email":"demo@scamcheck.ph"}}' },
      DEMO_PASSWORD,
      INVALID_CREDENTIALS,
    ],
    ['a 200 that is not JSON', { status: 200, body: 'OK' }, DEMO_PASSWORD, INVALID_CREDENTIALS],
    [
      'a 200 with an HTML page',
      { status: 200, body: '<html><body>Gateway</body></html>', contentType: 'text/html' },
      DEMO_PASSWORD,
      INVALID_CREDENTIALS,
    ],
    ['a 200 with an empty body', { status: 200, body: '' }, DEMO_PASSWORD, INVALID_CREDENTIALS],
    [
      'a 403 with a message',
      { status: 403, body: '{"message":"This account is suspended."}' },
      DEMO_PASSWORD,
      'This account is suspended.',
    ],
    ['a 400 without message', { status: 400, body: '{}' }, DEMO_PASSWORD, 'Account not found'],
    [
      'a 404 with a detail but no message',
      { status: 404, body: '{"detail":"Not Found"}' },
      DEMO_PASSWORD,
      'Account not found',
    ],
    ['a 500 with an empty body', { status: 500, body: '' }, DEMO_PASSWORD, 'Account not found'],
    [
      'a 502 with an HTML page',
      { status: 502, body: '<html><body>Bad gateway</body></html>', contentType: 'text/html' },
      DEMO_PASSWORD,
      'Account not found',
    ],
    ['a 503 with an empty body', { status: 503, body: '' }, DEMO_PASSWORD, 'Account not found'],
    ['a dropped connection', { kind: 'drop' }, DEMO_PASSWORD, 'Network error occurred'],
    ['a timeout', 'timeout', DEMO_PASSWORD, 'Network error occurred'],
  ])('%s shows its message and no dialog', async (_name, fault, password, message) => {
    if (fault !== null) failRequests(api, LOGIN, fault)
    const { user } = await openPage()
    await fillForm(user, { password })
    await user.click(submitButton())
    await waitFor(() => expect(alertTexts()).toEqual([message]))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    expect(callsTo(sent, LOGIN)).toHaveLength(fault === 'timeout' ? 0 : 1)
    expect(storedToken()).toBeNull()
  })
})

describe('the stored session', () => {
  it('holds only the token, the email and the name, in this tab only', async () => {
    const { user } = await openPage()
    await openDialog(user)
    const stored = JSON.parse(sessionStorage.getItem('auth-storage') ?? 'null')
    expect(stored.state).toEqual({
      access_token: expect.any(String),
      user: { email: DEMO_EMAIL, name: expect.any(String) },
      isAuthenticated: true,
    })
    expect(localStorage.getItem('auth-storage')).toBeNull()
  })
})

describe('confirmation dialog', () => {
  it('reads Processing... while logging in, then asks with the email and name', async () => {
    api.setFault({ path: LOGIN, delayMs: 300, times: 1 })
    const { user } = await openPage()
    await fillForm(user)
    await user.click(submitButton())
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    const modal = await screen.findByRole('dialog', { name: 'Confirm Account Deletion' })
    expect(within(modal).getByText(DEMO_EMAIL)).toBeVisible()
    expect(within(modal).getByText('Juan Dela Cruz')).toBeVisible()
    expect(modal).toContainElement(document.activeElement as HTMLElement)
    expect(submitButton()).toBeEnabled()
    expect(JSON.parse(callsTo(sent, LOGIN)[0]?.body ?? '')).toEqual({
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
    })
    expect(storedToken()).toEqual(expect.any(String))
  })

  it('opens on a token alone and deletes with that fresh token, not the stored one', async () => {
    authActions.login('stale-token', { email: 'someone-else@mail.ph' })
    api.setFault({ path: LOGIN, status: 200, body: '{"access_token":"lone-token"}', times: 1 })
    const { user, router } = await openPage()
    const modal = await openDialog(user)
    expect(within(modal).getByText(DEMO_EMAIL)).toBeVisible()
    expect(within(modal).queryByText('Juan Dela Cruz')).not.toBeInTheDocument()
    api.setFault({ path: PROFILE, status: 200, body: '{"success":true}', times: 1 })
    await user.click(confirmButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(callsTo(sent, PROFILE).map((entry) => entry.authorization)).toEqual([
      'Bearer lone-token',
    ])
    expect(storedToken()).toBeNull()
  })

  it('sends one login on a double click', async () => {
    api.setFault({ path: LOGIN, delayMs: 200, times: 1 })
    const { user } = await openPage()
    await fillForm(user)
    await user.dblClick(submitButton())
    await screen.findByRole('dialog', { name: 'Confirm Account Deletion' })
    expect(callsTo(sent, LOGIN)).toHaveLength(1)
  })

  it('Cancel closes it, deletes nothing and forgets the token', async () => {
    const { user } = await openPage()
    await openDialog(user)
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(submitButton()).toHaveFocus()
    expect(callsTo(sent, PROFILE)).toHaveLength(0)
    expect(storedToken()).toBeNull()
    expect(api.state.accounts.size).toBe(1)
  })

  it('leaving the page while it asks forgets the token', async () => {
    const { user, router } = await openPage()
    await openDialog(user)
    expect(storedToken()).toEqual(expect.any(String))
    await router.navigate({ to: '/privacy' as string })
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })
    expect(storedToken()).toBeNull()
    expect(callsTo(sent, PROFILE)).toHaveLength(0)
  })

  it('Escape (the dialog cancel event) acts as Cancel', async () => {
    const { user } = await openPage()
    const modal = await openDialog(user)
    fireEvent(modal, new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsTo(sent, PROFILE)).toHaveLength(0)
    expect(storedToken()).toBeNull()
  })
})

describe('deletion', () => {
  it('reads Deleting..., deletes with the fresh token, clears the session and goes home', async () => {
    const { user, router } = await openPage()
    await openDialog(user)
    const token = storedToken()
    expect([...api.state.sessions.keys()]).toEqual([token])
    api.setFault({ path: PROFILE, delayMs: 300, times: 1 })
    await user.click(confirmButton())
    expect(within(dialog()).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    expect(within(dialog()).getByRole('button', { name: 'Cancel' })).toBeDisabled()

    const done = await screen.findByText('Your account has been successfully deleted.')
    expect(done.closest('[role="alert"]')).not.toBeNull()
    expect(router.state.location.pathname).toBe('/')
    expect(callsTo(sent, PROFILE)).toEqual([
      expect.objectContaining({ method: 'DELETE', authorization: `Bearer ${String(token)}` }),
    ])
    expect(storedToken()).toBeNull()
    expect(api.state.accounts.size).toBe(0)
  })

  it('sends one DELETE on a double click', async () => {
    const { user, router } = await openPage()
    await openDialog(user)
    api.setFault({ path: PROFILE, delayMs: 200, times: 1 })
    await user.dblClick(confirmButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(callsTo(sent, PROFILE)).toHaveLength(1)
  })

  // Spec section 8: every answer and failure of the deletion, and the message it shows.
  it.each<[string, TestFault, string]>([
    [
      'a 200 with success false and a message',
      { status: 200, body: '{"success":false,"message":"Deletion is paused for this account."}' },
      'Deletion is paused for this account.',
    ],
    [
      'a 200 with success false',
      { status: 200, body: '{"success":false}' },
      'Account deletion failed. Please try again.',
    ],
    [
      'a 200 with an empty body',
      { status: 200, body: '' },
      'Account deletion failed. Please try again.',
    ],
    [
      'a 200 with an HTML page',
      { status: 200, body: '<html><body>Gateway</body></html>', contentType: 'text/html' },
      'Account deletion failed. Please try again.',
    ],
    [
      'a 401 with a message',
      { status: 401, body: '{"message":"Session expired."}' },
      'Session expired.',
    ],
    ['a 400 without message', { status: 400, body: '{}' }, 'Account deletion failed'],
    [
      'a 404 with a detail but no message',
      { status: 404, body: '{"detail":"Not Found"}' },
      'Account deletion failed',
    ],
    ['a 500 without message', { status: 500, body: '' }, 'Account deletion failed'],
    [
      'a 502 with an HTML page',
      { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
      'Account deletion failed',
    ],
    ['a 503 with an empty body', { status: 503, body: '' }, 'Account deletion failed'],
    ['a dropped connection', { kind: 'drop' }, 'Network error occurred'],
    ['a timeout', 'timeout', 'Network error occurred'],
  ])('%s closes the dialog and shows its message', async (_name, fault, message) => {
    const { user, router } = await openPage()
    await openDialog(user)
    failRequests(api, PROFILE, fault)
    await user.click(confirmButton())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(alertTexts()).toEqual([message])
    expect(router.state.location.pathname).toBe('/delete-account')
    expect(callsTo(sent, PROFILE)).toHaveLength(fault === 'timeout' ? 0 : 1)
    expect(screen.queryByText('Your account has been successfully deleted.')).toBeNull()
  })
})

describe('anything else', () => {
  it('an error that is neither an answer nor a lost connection shows the generic message', () => {
    const GENERIC = 'An error occurred. Please try again.'
    expect(loginFailure(new Error('unexpected'), enDeleteWords.messages)).toBe(GENERIC)
    expect(deleteFailure(new RangeError('unexpected'), enDeleteWords.messages)).toBe(GENERIC)
  })
})
