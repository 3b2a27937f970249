// @vitest-environment node
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LocalApi } from '../../local-api/api'
import { createLocalApi, DroppedConnection, tokenFingerprint } from '../../local-api/api'
import { createMswHandlers } from '../../local-api/msw-handlers'
import type { LocalApiServer } from '../../local-api/server'
import { demoInfo, startLocalApiServer } from '../../local-api/server'
import {
  createState,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_RESET_TOKEN,
  EXPIRED_RESET_TOKEN,
} from '../../local-api/store'

const ORIGIN = 'http://localhost:5173'
const DEMO_EMAIL_Q = encodeURIComponent(DEMO_EMAIL)
const LONG_TOKEN = '123456789012345678901234567890'

interface Call {
  method?: string
  json?: unknown
  raw?: string
  bearer?: string
  headers?: Record<string, string>
}

function request(path: string, { method = 'GET', json, raw, bearer, headers = {} }: Call = {}) {
  const body = raw ?? (json === undefined ? undefined : JSON.stringify(json))
  const all: Record<string, string> = { ...headers }
  if (bearer) all.authorization = `Bearer ${bearer}`
  if (body !== undefined) all['content-type'] = 'application/json'
  return new Request(path.startsWith('http') ? path : ORIGIN + path, { method, headers: all, body })
}

async function send(api: LocalApi, path: string, call?: Call) {
  const response = await api.handle(request(path, call))
  if (response === null) throw new Error(`not handled: ${path}`)
  const text = await response.text()
  const body: unknown = text === '' ? null : JSON.parse(text)
  return { status: response.status, headers: response.headers, text, body }
}

const login = (api: LocalApi, email: string, password: string) =>
  send(api, '/api/v1/auth/login', { method: 'POST', json: { email, password } })

const validate = (api: LocalApi, search: string) =>
  send(api, `/api/v1/user/validate-reset-token${search}`)

const resetBody = (overrides: Record<string, unknown> = {}) => ({
  token: DEMO_RESET_TOKEN,
  email: DEMO_EMAIL,
  new_password: 'BrandNew123!',
  confirm_password: 'BrandNew123!',
  ...overrides,
})

const resetPassword = (api: LocalApi, json: unknown) =>
  send(api, '/api/v1/user/reset-password', { method: 'POST', json })

async function tokenFor(api: LocalApi, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const { body } = await login(api, email, password)
  return (body as { access_token: string }).access_token
}

let api: LocalApi
beforeEach(() => {
  api = createLocalApi()
})

describe('seed state', () => {
  it('holds the demo account, a 24 h reset token and an expired one', () => {
    const state = createState()
    expect(state.accounts.get(DEMO_EMAIL)).toMatchObject({
      password: DEMO_PASSWORD,
      name: 'Juan Dela Cruz',
      first_name: 'Juan',
      last_name: 'Dela Cruz',
    })
    const valid = state.resetTokens.get(DEMO_RESET_TOKEN)
    expect(DEMO_RESET_TOKEN.length).toBeGreaterThan(20)
    expect(valid?.email).toBe(DEMO_EMAIL)
    expect(valid!.expiresAt - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    expect(state.resetTokens.get(EXPIRED_RESET_TOKEN)!.expiresAt).toBeLessThan(Date.now())
  })

  it('reset() restores the seed in place and clears log and fault', async () => {
    const state = api.state
    await send(api, '/api/v1/user/profile', { method: 'DELETE', bearer: await tokenFor(api) })
    api.addAccount({ email: 'x@y.ph', password: 'Whatever123' })
    api.setFault({ status: 500 })
    api.reset()
    expect(api.state).toBe(state)
    expect([...state.accounts.keys()]).toEqual([DEMO_EMAIL])
    expect(state.sessions.size).toBe(0)
    expect([...state.resetTokens.keys()]).toEqual([DEMO_RESET_TOKEN, EXPIRED_RESET_TOKEN])
    expect(api.requests).toHaveLength(0)
    expect(api.fault).toBeNull()
    expect((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200)
  })
})

describe('routing, headers and CORS', () => {
  it.each(['/', '/reset-password?token=a&email=b', '/apiary/x'])('ignores %s', async (path) => {
    expect(await api.handle(request(path))).toBeNull()
    expect(api.requests).toHaveLength(0)
  })

  it('answers unknown API paths with 404 JSON, no-store and CORS headers', async () => {
    const res = await send(api, '/api/v1/nope')
    expect(res).toMatchObject({ status: 404, body: { detail: 'Not Found' } })
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers a CORS preflight', async () => {
    const res = await send(api, '/api/v1/user/profile', {
      method: 'OPTIONS',
      headers: { origin: 'https://site.test', 'access-control-request-method': 'DELETE' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE, OPTIONS')
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
  })
})

describe('POST /auth/login', () => {
  it('logs the demo user in with a fresh random token each time', async () => {
    const res = await login(api, DEMO_EMAIL, DEMO_PASSWORD)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      access_token: expect.any(String),
      user: {
        id: expect.any(String),
        email: DEMO_EMAIL,
        name: 'Juan Dela Cruz',
        first_name: 'Juan',
        last_name: 'Dela Cruz',
      },
      message: 'Login successful',
    })
    expect(await tokenFor(api)).not.toBe((res.body as { access_token: string }).access_token)
    expect(api.state.sessions.size).toBe(2)
  })

  it.each([
    ['unknown email', 'nobody@scamcheck.ph', DEMO_PASSWORD],
    ['wrong password', DEMO_EMAIL, 'WrongPass123!'],
    ['padded email', ` ${DEMO_EMAIL}`, DEMO_PASSWORD],
  ])('answers 401 for %s', async (_label, email, password) => {
    const res = await login(api, email, password)
    expect(res).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } })
    expect(api.state.sessions.size).toBe(0)
  })
})

describe('DELETE /user/profile', () => {
  it('deletes the account, its sessions and its reset tokens', async () => {
    const bearer = await tokenFor(api)
    const res = await send(api, '/api/v1/user/profile', { method: 'DELETE', bearer })
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your account has been deleted.' },
    })
    expect(api.state.accounts.size).toBe(0)
    expect(api.state.sessions.size).toBe(0)
    expect(api.state.resetTokens.size).toBe(0)
    expect((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(401)
    expect((await send(api, '/api/v1/user/profile', { method: 'DELETE', bearer })).status).toBe(401)
  })

  it.each([
    ['no header', {}],
    ['unknown bearer', { authorization: 'Bearer not-a-session' }],
    ['wrong scheme', { authorization: `Basic ${btoa(`${DEMO_EMAIL}:${DEMO_PASSWORD}`)}` }],
  ])('answers 401 with %s', async (_label, headers) => {
    const res = await send(api, '/api/v1/user/profile', { method: 'DELETE', headers })
    expect(res).toMatchObject({ status: 401, body: { message: 'Not authenticated.' } })
    expect(api.state.accounts.has(DEMO_EMAIL)).toBe(true)
  })
})

describe('GET /user/validate-reset-token', () => {
  it('accepts the demo token and returns the user', async () => {
    const res = await validate(api, `?token=${DEMO_RESET_TOKEN}&email=${DEMO_EMAIL_Q}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      valid: true,
      message: 'Reset token is valid.',
      user: { email: DEMO_EMAIL, first_name: 'Juan', last_name: 'Dela Cruz' },
    })
  })

  it.each([
    ['expired', `?token=${EXPIRED_RESET_TOKEN}&email=${DEMO_EMAIL_Q}`, /expired/],
    ['for another email', `?token=${DEMO_RESET_TOKEN}&email=other%40scamcheck.ph`, /email/],
    [
      'for the email in another case',
      `?token=${DEMO_RESET_TOKEN}&email=DEMO%40scamcheck.ph`,
      /email/,
    ],
  ])('reports a token %s as invalid', async (_label, search, message) => {
    const res = await validate(api, search)
    expect(res).toMatchObject({ status: 200, body: { valid: false } })
    expect((res.body as { message: string }).message).toMatch(message)
  })

  it('reports a used token as invalid', async () => {
    expect((await resetPassword(api, resetBody())).status).toBe(200)
    const res = await validate(api, `?token=${DEMO_RESET_TOKEN}&email=${DEMO_EMAIL_Q}`)
    expect(res.body).toEqual({ valid: false, message: 'This reset link has already been used.' })
  })

  it('answers 404 to an unknown token', async () => {
    const res = await validate(api, `?token=nope-nope-nope-nope-nope&email=${DEMO_EMAIL_Q}`)
    expect(res).toMatchObject({ status: 404, body: { detail: 'Reset token not found.' } })
  })
})

describe('byte-exact token and email handling', () => {
  it('keeps a 30-digit token as a string', async () => {
    api.addResetToken('digits@scamcheck.ph', LONG_TOKEN)
    const res = await validate(api, `?token=${LONG_TOKEN}&email=digits%40scamcheck.ph`)
    expect(res.body).toMatchObject({ valid: true, user: { first_name: 'Test', last_name: 'User' } })
    const rounded = await validate(
      api,
      `?token=123456789012345680000000000000&email=digits%40scamcheck.ph`,
    )
    expect(rounded.status).toBe(404)
  })

  it('does not read "12e4" as the number 120000', async () => {
    api.addResetToken(DEMO_EMAIL, '12e4')
    expect((await validate(api, `?token=12e4&email=${DEMO_EMAIL_Q}`)).body).toMatchObject({
      valid: true,
    })
    expect((await validate(api, `?token=120000&email=${DEMO_EMAIL_Q}`)).status).toBe(404)
  })

  it('decodes %2B to "+" but a raw "+" to a space, as URLSearchParams does', async () => {
    api.addResetToken('juan+scam@scamcheck.ph', DEMO_RESET_TOKEN + '-plus')
    const token = `?token=${DEMO_RESET_TOKEN}-plus`
    const encoded = await validate(api, `${token}&email=juan%2Bscam%40scamcheck.ph`)
    expect(encoded.body).toMatchObject({ valid: true, user: { email: 'juan+scam@scamcheck.ph' } })
    const raw = await validate(api, `${token}&email=juan+scam@scamcheck.ph`)
    expect(raw.body).toMatchObject({ valid: false })
    expect(api.requests[1]?.query.email).toBe('juan scam@scamcheck.ph')
    const fingerprint = tokenFingerprint(`${DEMO_RESET_TOKEN}-plus`)
    expect(api.requests[1]?.search).toBe(`?token=${fingerprint}&email=juan+scam@scamcheck.ph`)
  })
})

describe('POST /user/reset-password', () => {
  it('sets the new password and uses up the token', async () => {
    const res = await resetPassword(api, resetBody())
    expect(res).toMatchObject({
      status: 200,
      body: { success: true, message: 'Your password has been reset.' },
    })
    expect((await login(api, DEMO_EMAIL, 'BrandNew123!')).status).toBe(200)
    expect((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(401)
    const again = await resetPassword(
      api,
      resetBody({ new_password: 'Another123!', confirm_password: 'Another123!' }),
    )
    expect(again).toMatchObject({
      status: 400,
      body: { detail: 'Invalid or expired reset token.' },
    })
  })

  it.each([
    ['an unknown token', { token: 'unknown-token-unknown-token' }, 404, 'Reset token not found.'],
    ['an expired token', { token: EXPIRED_RESET_TOKEN }, 400, 'Invalid or expired reset token.'],
    ['another email', { email: 'other@scamcheck.ph' }, 400, 'Invalid or expired reset token.'],
    [
      'a short password',
      { new_password: 'Short1!', confirm_password: 'Short1!' },
      400,
      'Password must be at least 8 characters long.',
    ],
    ['different passwords', { confirm_password: 'BrandNew123?' }, 400, 'Passwords do not match.'],
    [
      'a missing field',
      { confirm_password: undefined },
      400,
      'token, email, new_password and confirm_password are required.',
    ],
  ])('refuses %s', async (_label, overrides, status, detail) => {
    const res = await resetPassword(api, resetBody(overrides))
    expect(res).toMatchObject({ status, body: { detail } })
    expect(api.state.accounts.get(DEMO_EMAIL)?.password).toBe(DEMO_PASSWORD)
    expect(api.state.resetTokens.get(DEMO_RESET_TOKEN)?.used).toBe(false)
  })
})

describe('request log', () => {
  it('records API requests as received and skips control routes', async () => {
    const bearer = await tokenFor(api)
    await send(api, '/api/v1/user/validate-reset-token?token=a%2Fb&email=x%40y.ph&token=second')
    await send(api, '/api/v1/user/profile', { method: 'DELETE', bearer })
    await send(api, '/api/__local/requests')
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        pathname: '/api/v1/auth/login',
        authorization: null,
      }),
      {
        method: 'GET',
        pathname: '/api/v1/user/validate-reset-token',
        search: `?token=${tokenFingerprint('a/b')}&email=x%40y.ph&token=${tokenFingerprint('second')}`,
        query: { token: tokenFingerprint('a/b'), email: 'x@y.ph' },
        body: '',
        authorization: null,
      },
      expect.objectContaining({
        method: 'DELETE',
        authorization: `Bearer ${tokenFingerprint(bearer)}`,
        body: '',
      }),
    ])
    expect(api.requests[0]?.body).toBe(
      JSON.stringify({ email: DEMO_EMAIL, password: api.passwordFingerprint(DEMO_PASSWORD) }),
    )
    expect(JSON.stringify(api.requests)).not.toContain(DEMO_PASSWORD)
    expect(JSON.stringify(api.requests)).not.toContain(bearer)
    api.clearRequests()
    expect(api.requests).toHaveLength(0)
  })
})

describe('faults', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers a status and raw body on the matching path only', async () => {
    api.setFault({ path: '/auth/login', status: 503, body: '{"detail":"down"}' })
    const res = await login(api, DEMO_EMAIL, DEMO_PASSWORD)
    expect(res).toMatchObject({ status: 503, text: '{"detail":"down"}' })
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect((await validate(api, `?token=${DEMO_RESET_TOKEN}&email=${DEMO_EMAIL_Q}`)).status).toBe(
      200,
    )
    expect(api.requests).toHaveLength(2)
  })

  it('sends a non-JSON body with the given content type', async () => {
    api.setFault({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' })
    const raw = await api.handle(request('/api/v1/auth/login', { method: 'POST', json: {} }))
    expect(raw?.status).toBe(502)
    expect(raw?.headers.get('content-type')).toBe('text/html')
    expect(await raw?.text()).toBe('<html>Bad gateway</html>')
  })

  it('answers an empty body when there is a status and no body', async () => {
    api.setFault({ status: 500 })
    const res = await send(api, '/api/v1/user/profile', { method: 'DELETE' })
    expect(res).toMatchObject({ status: 500, text: '' })
    expect(res.headers.get('content-type')).toBeNull()
  })

  it('applies for `times` requests, then clears itself', async () => {
    api.setFault({ path: '/auth/login', status: 500, times: 2 })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status)
    expect(statuses).toEqual([500, 500, 200])
    expect(api.fault).toBeNull()
  })

  it('delays a response, with or without a status', async () => {
    vi.useFakeTimers()
    api.setFault({ delayMs: 5000, times: 1 })
    let settled = false
    const pending = login(api, DEMO_EMAIL, DEMO_PASSWORD).finally(() => (settled = true))
    await vi.advanceTimersByTimeAsync(4999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending).status).toBe(200)

    api.setFault({ delayMs: 1000, status: 504 })
    const late = send(api, '/api/v1/user/profile', { method: 'DELETE' })
    await vi.advanceTimersByTimeAsync(1000)
    expect((await late).status).toBe(504)
  })

  it('drops the connection', async () => {
    api.setFault({ kind: 'drop', times: 1 })
    await expect(api.handle(request('/api/v1/nope'))).rejects.toBeInstanceOf(DroppedConnection)
    expect((await send(api, '/api/v1/nope')).status).toBe(404)
  })

  it('never faults preflights or control routes', async () => {
    api.setFault({ status: 500 })
    expect((await send(api, '/api/v1/auth/login', { method: 'OPTIONS' })).status).toBe(204)
    expect((await send(api, '/api/__local/requests')).status).toBe(200)
    expect(api.fault).toEqual({ status: 500 })
  })
})

describe('control routes', () => {
  const post = (path: string, json?: unknown) =>
    send(api, `/api/__local/${path}`, {
      method: 'POST',
      json,
      headers: { 'content-type': 'application/json' },
    })

  it('adds reset tokens, creating a Test User account when needed', async () => {
    const res = await post('reset-tokens', { email: 'new+one@scamcheck.ph', token: LONG_TOKEN })
    expect(res).toMatchObject({ status: 201, body: { token: LONG_TOKEN, used: false } })
    expect(api.state.accounts.get('new+one@scamcheck.ph')).toMatchObject({
      first_name: 'Test',
      last_name: 'User',
      password: 'OldPass123!',
    })
    await post('reset-tokens', { email: DEMO_EMAIL, token: 'old-link', expired: true })
    expect(api.state.accounts.get(DEMO_EMAIL)?.first_name).toBe('Juan')
    expect((await validate(api, `?token=old-link&email=${DEMO_EMAIL_Q}`)).body).toMatchObject({
      valid: false,
    })
    expect((await post('reset-tokens', { email: 'a@b.ph' })).status).toBe(400)
  })

  it('sets and clears faults, refusing bad ones', async () => {
    expect((await post('fault', { path: '/auth/login', status: 418 })).status).toBe(200)
    expect((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(418)
    expect((await post('fault', null)).status).toBe(200)
    expect((await login(api, DEMO_EMAIL, DEMO_PASSWORD)).status).toBe(200)
    const bad = await post('fault', { kind: 'explode' })
    expect(bad).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/kind/) } })
    expect(api.fault).toBeNull()
  })

  it('returns the request log and resets everything', async () => {
    await login(api, DEMO_EMAIL, 'wrong')
    const log = await send(api, '/api/__local/requests')
    expect(log.body).toEqual([expect.objectContaining({ pathname: '/api/v1/auth/login' })])
    api.setFault({ status: 500 })
    api.addAccount({ email: 'extra@scamcheck.ph', password: 'Extra12345' })
    expect((await post('reset')).body).toEqual({ ok: true })
    expect(api.requests).toHaveLength(0)
    expect(api.fault).toBeNull()
    expect(api.state.accounts.has('extra@scamcheck.ph')).toBe(false)
  })
})

describe('through the real HTTP server', () => {
  let server: LocalApiServer
  beforeAll(async () => {
    server = await startLocalApiServer({ port: 0 })
  })
  afterAll(() => server.close())
  beforeEach(() => server.api.reset())

  it('binds a free port and logs in', async () => {
    expect(server.port).toBeGreaterThan(0)
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
    const res = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toMatchObject({ user: { email: DEMO_EMAIL } })
  })

  it('keeps the raw query string byte-exact', async () => {
    const search = `?token=${LONG_TOKEN}&email=juan%2Bscam%40scamcheck.ph`
    await fetch(`${server.url}/api/__local/reset-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'juan+scam@scamcheck.ph', token: LONG_TOKEN }),
    })
    const res = await fetch(`${server.url}/api/v1/user/validate-reset-token${search}`)
    expect(await res.json()).toMatchObject({
      valid: true,
      user: { email: 'juan+scam@scamcheck.ph' },
    })
    const log = (await (await fetch(`${server.url}/api/__local/requests`)).json()) as unknown[]
    expect(log).toEqual([
      expect.objectContaining({
        search: search.replace(LONG_TOKEN, tokenFingerprint(LONG_TOKEN)),
        query: { token: tokenFingerprint(LONG_TOKEN), email: 'juan+scam@scamcheck.ph' },
      }),
    ])
  })

  it('answers CORS preflights and non-API paths', async () => {
    const preflight = await fetch(`${server.url}/api/v1/user/profile`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE')
    expect((await fetch(`${server.url}/reset-password`)).status).toBe(404)
  })

  it('drops the connection and sends empty-bodied faults', async () => {
    await fetch(`${server.url}/api/__local/fault`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'drop', times: 1 }),
    })
    await expect(fetch(`${server.url}/api/v1/auth/login`, { method: 'POST' })).rejects.toThrow(
      TypeError,
    )
    server.api.setFault({ status: 500, times: 1 })
    const res = await fetch(`${server.url}/api/v1/user/profile`, { method: 'DELETE' })
    expect(res.status).toBe(500)
    expect(await res.text()).toBe('')
    expect(server.api.requests.map((entry) => entry.method)).toEqual(['POST', 'DELETE'])
  })
})

describe('msw handlers', () => {
  const mswApi = createLocalApi()
  const mock = setupServer(...createMswHandlers(mswApi))
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    mswApi.reset()
    vi.useRealTimers()
  })
  afterAll(() => mock.close())

  it('serves the API for any origin', async () => {
    const res = await fetch(
      `https://api.scamcheck.test/api/v1/user/validate-reset-token?token=${DEMO_RESET_TOKEN}&email=${DEMO_EMAIL_Q}`,
    )
    expect(await res.json()).toMatchObject({ valid: true })
    expect(mswApi.requests).toHaveLength(1)
  })

  it('maps a drop to a network error', async () => {
    mswApi.setFault({ kind: 'drop' })
    await expect(fetch('https://api.scamcheck.test/api/v1/auth/login')).rejects.toThrow(TypeError)
  })

  it('lets fake timers control a delay', async () => {
    vi.useFakeTimers()
    mswApi.setFault({ delayMs: 10_000, status: 503 })
    let status = 0
    const pending = fetch('https://api.scamcheck.test/api/v1/auth/login', { method: 'POST' }).then(
      (res) => (status = res.status),
    )
    await vi.advanceTimersByTimeAsync(9_000)
    expect(status).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    await pending
    expect(status).toBe(503)
  })
})

describe('demo info', () => {
  it('prints the credentials, a working and an expired reset link and the controls', () => {
    const text = demoInfo('http://localhost:4173', 'http://127.0.0.1:8787')
    expect(text).toContain(DEMO_PASSWORD)
    expect(text).toContain(
      `http://localhost:4173/reset-password?token=${DEMO_RESET_TOKEN}&email=demo%40scamcheck.ph`,
    )
    expect(text).toContain(`token=${EXPIRED_RESET_TOKEN}`)
    expect(text).toContain('curl -X POST http://127.0.0.1:8787/api/__local/fault')
  })
})
