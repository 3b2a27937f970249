import { http } from 'msw'
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_RESET_TOKEN } from '../../local-api/store'
import { callsTo, setupLocalApi } from './account-test-kit'
import { deleteProfile } from '@/features/delete-account/api/delete-profile'
import { login } from '@/features/delete-account/api/login'
import { resetPassword } from '@/features/reset-password/api/reset-password'
import { validateResetToken } from '@/features/reset-password/api/validate-reset-token'
import { isApiErrorResponse, isNoResponseError, messageField, withOneRetry } from '@/lib/api-client'
import { authActions } from '@/stores/auth-store'

const { api, server, sent } = setupLocalApi()

/** console.error, silenced and recorded for every test. */
let logged: MockInstance<typeof console.error>
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
})

const VALIDATE = '/user/validate-reset-token'
const demoUser = { email: DEMO_EMAIL, name: 'Juan Dela Cruz' }
const resetBody = {
  token: DEMO_RESET_TOKEN,
  email: DEMO_EMAIL,
  new_password: 'BrandNew123!',
  confirm_password: 'BrandNew123!',
}

/** Records every request the site sends, then lets the local API answer it. */
function captureRequests() {
  const seen: Request[] = []
  server.use(
    http.all('*/api/*', ({ request }) => {
      seen.push(request.clone())
    }),
  )
  return seen
}

/** Replaces the 10 s timeout with one driven by (fake) setTimeout, firing a TimeoutError. */
function fakeTimeoutSignals() {
  return vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController()
    setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms)
    return controller.signal
  })
}

describe('request shape', () => {
  it('sends no bearer token a call did not ask for, even while a session is held', async () => {
    authActions.login('session-token-1', demoUser)
    await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    await resetPassword(resetBody)
    expect(sent.map((request) => request.authorization)).toEqual([null, null, null])
  })

  it('bypasses the HTTP cache and sends no referrer', async () => {
    const seen = captureRequests()
    await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    expect(seen.map((request) => [request.cache, request.referrerPolicy])).toEqual([
      ['no-store', 'no-referrer'],
      ['no-store', 'no-referrer'],
    ])
  })

  it('sends no authorization header without a token', async () => {
    await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    expect(sent[0]?.authorization).toBeNull()
  })

  it('sends the token the call was given, not the session token', async () => {
    authActions.login('session-token-1', demoUser)
    await deleteProfile('explicit-token-2').catch(() => null)
    expect(callsTo(sent, '/user/profile')).toEqual([
      expect.objectContaining({ method: 'DELETE', authorization: 'Bearer explicit-token-2' }),
    ])
  })

  it('sends JSON to {host}/api/v1 for every call', async () => {
    const seen = captureRequests()
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    await deleteProfile('no-such-session').catch(() => null)
    expect(seen.map((request) => [request.method, new URL(request.url).pathname])).toEqual([
      ['POST', '/api/v1/auth/login'],
      ['GET', '/api/v1/user/validate-reset-token'],
      ['DELETE', '/api/v1/user/profile'],
    ])
    for (const request of seen) {
      expect(request.headers.get('content-type')).toBe('application/json')
      expect(new URL(request.url).origin).toBe(window.location.origin)
    }
    expect(await seen[0]?.json()).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
  })

  it('passes query parameters encoded and parses JSON answers', async () => {
    const data = await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    expect(sent[0]?.query).toEqual({ token: DEMO_RESET_TOKEN, email: DEMO_EMAIL })
    expect(data).toMatchObject({ valid: true, user: { email: DEMO_EMAIL } })
  })
})

describe('timeout', () => {
  it('gives every request a 10000 ms timeout signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    await resetPassword(resetBody)
    await deleteProfile('no-such-session').catch(() => null)
    expect(timeout.mock.calls).toEqual([[10000], [10000], [10000], [10000]])
  })

  it('aborts a request with no answer after 10 s, not before, as a no-response error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fakeTimeoutSignals()
    api.setFault({ path: '/auth/login', delayMs: 60_000 })
    let outcome: unknown = 'pending'
    const call = login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(9_999)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    await call
    expect(outcome).toBeInstanceOf(DOMException)
    expect((outcome as DOMException).name).toBe('TimeoutError')
    expect(isNoResponseError(outcome)).toBe(true)
    expect(isApiErrorResponse(outcome)).toBe(false)
  })
})

describe('error classification', () => {
  it.each([
    ['a TypeError (connection failed)', new TypeError('Failed to fetch'), true],
    ['a TimeoutError', new DOMException('signal timed out', 'TimeoutError'), true],
    ['an AbortError', new DOMException('aborted', 'AbortError'), true],
    ['an HTTP answer', { status: 500, data: '' }, false],
    ['another error', new Error('boom'), false],
  ])('isNoResponseError(%s) is %s', (_name, error, expected) => {
    expect(isNoResponseError(error)).toBe(expected)
  })

  it('classifies a dropped connection as no response', async () => {
    api.setFault({ kind: 'drop' })
    const error = await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).catch((e) => e)
    expect(isNoResponseError(error)).toBe(true)
    expect(isApiErrorResponse(error)).toBe(false)
  })

  it('rejects a non-2xx answer with its status and body', async () => {
    const error: unknown = await login({ email: DEMO_EMAIL, password: 'wrong' }).catch((e) => e)
    expect(isApiErrorResponse(error)).toBe(true)
    expect(error).toMatchObject({ status: 401, data: { message: 'Invalid email or password.' } })
  })

  it.each([
    [{ message: 'Hello' }, 'message', 'Hello'],
    [{ message: '   ' }, 'message', undefined],
    [{ message: 42 }, 'message', undefined],
    [{ detail: 'Why' }, 'detail', 'Why'],
    ['<html>oops</html>', 'message', undefined],
    [null, 'message', undefined],
  ] as const)('messageField(%j, %s) is %s', (data, field, expected) => {
    expect(messageField(data, field)).toBe(expected)
  })
})

describe('withOneRetry on the reset-token validation', () => {
  it.each([
    ['a dropped connection', { kind: 'drop' as const }],
    ['a 503', { status: 503, body: '' }],
    ['a 500', { status: 500, body: '{"detail":"boom"}' }],
  ])('retries once after %s and returns the second answer', async (_name, fault) => {
    api.setFault({ path: VALIDATE, times: 1, ...fault })
    const data = await validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    expect(data).toMatchObject({ valid: true })
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })

  it('retries once after a timeout', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fakeTimeoutSignals()
    api.setFault({ path: VALIDATE, times: 1, delayMs: 60_000 })
    const call = validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(call).resolves.toMatchObject({ valid: true })
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })

  it.each([
    [404, '{"detail":"Reset token not found."}'],
    [400, '{"detail":"token and email are required."}'],
    [401, '{"message":"Not authenticated."}'],
  ])('does not retry a %i', async (status, body) => {
    api.setFault({ path: VALIDATE, status, body })
    await expect(validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)).rejects.toMatchObject({
      status,
    })
    expect(callsTo(sent, VALIDATE)).toHaveLength(1)
  })

  it('lets a second 5xx propagate after exactly two attempts', async () => {
    api.setFault({ path: VALIDATE, times: 2, status: 503, body: '' })
    await expect(validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)).rejects.toMatchObject({
      status: 503,
    })
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })

  it('lets a second dropped connection propagate after exactly two attempts', async () => {
    api.setFault({ path: VALIDATE, kind: 'drop' })
    await expect(validateResetToken(DEMO_RESET_TOKEN, DEMO_EMAIL)).rejects.toBeInstanceOf(TypeError)
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })

  it('calls the attempt only once when it succeeds or fails for good', async () => {
    const ok = vi.fn(() => Promise.resolve('fine'))
    await expect(withOneRetry(ok)).resolves.toBe('fine')
    const denied = vi.fn(() => Promise.reject({ status: 403, data: null }))
    await expect(withOneRetry(denied)).rejects.toEqual({ status: 403, data: null })
    expect([ok.mock.calls.length, denied.mock.calls.length]).toEqual([1, 1])
  })
})

describe('calls that are never retried', () => {
  const calls = [
    ['login', '/auth/login', () => login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })],
    ['reset', '/user/reset-password', () => resetPassword(resetBody)],
    ['delete', '/user/profile', () => deleteProfile('some-token')],
  ] as const

  it.each(calls)('%s is sent once on a 503', async (_name, path, call) => {
    api.setFault({ path, times: 1, status: 503, body: '' })
    await expect(call()).rejects.toMatchObject({ status: 503 })
    expect(sent).toHaveLength(1)
  })

  it.each(calls)('%s is sent once on a dropped connection', async (_name, path, call) => {
    api.setFault({ path, times: 1, kind: 'drop' })
    await expect(call()).rejects.toBeInstanceOf(TypeError)
    expect(sent).toHaveLength(1)
  })
})

describe('console logging', () => {
  it.each([401, 500])('logs a %i once', async (status) => {
    api.setFault({ path: '/auth/login', status, body: '' })
    await expect(login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status,
    })
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain(String(status))
  })

  it.each([400, 403, 404, 503])('does not log a %i', async (status) => {
    api.setFault({ path: '/auth/login', status, body: '{"message":"no"}' })
    await expect(login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })).rejects.toMatchObject({
      status,
    })
    expect(logged).not.toHaveBeenCalled()
  })

  it('does not log successes or dropped connections', async () => {
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD })
    api.setFault({ kind: 'drop', times: 1 })
    await login({ email: DEMO_EMAIL, password: DEMO_PASSWORD }).catch(() => null)
    expect(logged).not.toHaveBeenCalled()
  })
})
