// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLocalApi, type LocalApi, tokenFingerprint } from '../../local-api/api'
import { demoInfo, framed, type LocalApiServer, startLocalApiServer } from '../../local-api/server'
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_RESET_TOKEN,
  EXPIRED_RESET_TOKEN,
} from '../../local-api/store'

/**
 * The local API as the site and its tests use it: each endpoint's contract (spec section 7), the
 * fault switches of the README's curl demo and the control routes the Chromium suite seeds with.
 * Its hardening (Host, origin, body size, log redaction) is in local-api-exposure.test.ts.
 */

const ORIGIN = 'http://localhost:4173'
const DEMO_LINK = `?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`
const NEW_PASSWORD = 'BrandNew123!'

type Call = { method?: string; json?: unknown; bearer?: string }

async function send(api: LocalApi, path: string, { method = 'GET', json, bearer }: Call = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (bearer) headers.authorization = `Bearer ${bearer}`
  const body = json === undefined ? undefined : JSON.stringify(json)
  const response = await api.handle(new Request(ORIGIN + path, { method, headers, body }))
  if (response === null) throw new Error(`not handled: ${path}`)
  const text = await response.text()
  const isJson = response.headers.get('content-type') === 'application/json'
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: isJson && JSON.parse(text),
  }
}

const login = (api: LocalApi, password = DEMO_PASSWORD) =>
  send(api, '/api/v1/auth/login', { method: 'POST', json: { email: DEMO_EMAIL, password } })
const validate = (api: LocalApi, search = DEMO_LINK) =>
  send(api, `/api/v1/user/validate-reset-token${search}`)
const reset = (api: LocalApi, token = DEMO_RESET_TOKEN) =>
  send(api, '/api/v1/user/reset-password', {
    method: 'POST',
    json: { token, email: DEMO_EMAIL, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
  })
const control = (api: LocalApi, name: string, json?: unknown) =>
  send(api, `/api/__local/${name}`, { method: 'POST', json })

let api: LocalApi
beforeEach(() => {
  api = createLocalApi()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the calls the site makes (spec section 7)', () => {
  it('POST /auth/login answers a token and the user, or 401 with a message', async () => {
    expect(await login(api)).toMatchObject({
      status: 200,
      body: {
        access_token: expect.any(String),
        user: { email: DEMO_EMAIL, name: 'Juan Dela Cruz', first_name: 'Juan' },
        message: 'Login successful',
      },
    })
    expect(await login(api, 'WrongPass123!')).toMatchObject({
      status: 401,
      body: { message: 'Invalid email or password.' },
    })
  })

  it('DELETE /user/profile deletes the bearer’s account, or answers 401', async () => {
    const profile = (bearer?: string) =>
      send(api, '/api/v1/user/profile', { method: 'DELETE', bearer })
    expect((await profile()).status).toBe(401)
    const bearer = ((await login(api)).body as { access_token: string }).access_token
    expect(await profile(bearer)).toMatchObject({ status: 200, body: { success: true } })
    expect((await login(api)).status).toBe(401)
    expect(await profile(bearer)).toMatchObject({
      status: 401,
      body: { message: expect.any(String) },
    })
  })

  it('GET /user/validate-reset-token: the user, valid=false with a message, or 404', async () => {
    expect((await validate(api)).body).toEqual({
      valid: true,
      message: 'Reset token is valid.',
      user: { email: DEMO_EMAIL, first_name: 'Juan', last_name: 'Dela Cruz' },
    })
    const expired = await validate(api, DEMO_LINK.replace(DEMO_RESET_TOKEN, EXPIRED_RESET_TOKEN))
    expect(expired).toMatchObject({ status: 200, body: { valid: false, message: /expired/ } })
    const unknown = await validate(api, DEMO_LINK.replace(DEMO_RESET_TOKEN, 'x'.repeat(25)))
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Reset token not found.' } })
  })

  it('POST /user/reset-password: success once, else 400 with a detail or 404', async () => {
    expect(await reset(api, EXPIRED_RESET_TOKEN)).toMatchObject({
      status: 400,
      body: { detail: 'Invalid or expired reset token.' },
    })
    expect((await reset(api, 'x'.repeat(25))).status).toBe(404)
    expect(await reset(api)).toMatchObject({ status: 200, body: { success: true } })
    expect((await login(api, NEW_PASSWORD)).status).toBe(200)
    expect((await reset(api)).status).toBe(400)
  })
})

describe('the fault switches of the README', () => {
  it('answers a status and a raw body of a content type, on one path, `times` times', async () => {
    await control(api, 'fault', {
      path: '/auth/login',
      status: 500,
      body: '<html>Oops</html>',
      contentType: 'text/html',
      times: 1,
    })
    expect((await validate(api)).status).toBe(200)
    const faulted = await login(api)
    expect([faulted.status, faulted.headers.get('content-type'), faulted.text]).toEqual([
      500,
      'text/html',
      '<html>Oops</html>',
    ])
    expect((await login(api)).status).toBe(200)
  })

  it('sends an empty body when a status has none', async () => {
    api.setFault({ status: 503 })
    expect(await validate(api)).toMatchObject({ status: 503, text: '' })
  })

  it('holds every call for `delayMs`, but never the control routes that clear it', async () => {
    vi.useFakeTimers()
    await control(api, 'fault', { delayMs: 12_000 })
    let status = 0
    const pending = login(api).then((answer) => (status = answer.status))
    await vi.advanceTimersByTimeAsync(11_999)
    expect(status).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await pending
    expect(status).toBe(200)
    expect((await control(api, 'fault', null)).status).toBe(200)
    expect(api.fault).toBeNull()
  })

  it('refuses a fault it does not know, and reset restores the seed', async () => {
    expect(await control(api, 'fault', { kind: 'explode' })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/kind/) },
    })
    await reset(api)
    api.setFault({ status: 500 })
    expect((await control(api, 'reset')).body).toEqual({ ok: true })
    expect(api.fault).toBeNull()
    expect(api.requests).toHaveLength(0)
    expect((await login(api)).status).toBe(200)
    expect((await validate(api)).body).toMatchObject({ valid: true })
  })
})

describe('control routes the Chromium suite seeds with', () => {
  it('reset-tokens adds a link, and an account with password OldPass123! when needed', async () => {
    const email = 'new+one@scamcheck.ph'
    expect((await control(api, 'reset-tokens', { email, token: 'a'.repeat(30) })).status).toBe(201)
    const search = `?token=${'a'.repeat(30)}&email=${encodeURIComponent(email)}`
    expect((await validate(api, search)).body).toMatchObject({ valid: true, user: { email } })
    const answer = await send(api, '/api/v1/auth/login', {
      method: 'POST',
      json: { email, password: 'OldPass123!' },
    })
    expect(answer.status).toBe(200)
    await control(api, 'reset-tokens', { email: DEMO_EMAIL, token: 'old-link', expired: true })
    const old = await validate(api, DEMO_LINK.replace(DEMO_RESET_TOKEN, 'old-link'))
    expect(old.body).toMatchObject({ valid: false })
    expect((await control(api, 'reset-tokens', { email })).status).toBe(400)
  })
})

describe('through the real HTTP server', () => {
  let server: LocalApiServer
  beforeAll(async () => {
    server = await startLocalApiServer({ port: 0, siteOrigins: ['https://site.test'] })
  })
  afterAll(() => server.close())
  beforeEach(() => server.api.reset())

  it('keeps the raw query string byte-exact, and logs the token by its fingerprint', async () => {
    const token = '123456789012345678901234567890'
    server.api.addResetToken('juan+scam@scamcheck.ph', token)
    const search = `?token=${token}&email=juan%2Bscam%40scamcheck.ph`
    const answer = await fetch(`${server.url}/api/v1/user/validate-reset-token${search}`)
    expect(await answer.json()).toMatchObject({
      valid: true,
      user: { email: 'juan+scam@scamcheck.ph' },
    })
    expect(server.api.requests).toEqual([
      expect.objectContaining({
        search: search.replace(token, tokenFingerprint(token)),
        query: { token: tokenFingerprint(token), email: 'juan+scam@scamcheck.ph' },
      }),
    ])
  })

  it('drops the connection `times` times, then answers', async () => {
    server.api.setFault({ path: '/user/validate-reset-token', kind: 'drop', times: 2 })
    const url = `${server.url}/api/v1/user/validate-reset-token${DEMO_LINK}`
    await expect(fetch(url)).rejects.toThrow(TypeError)
    await expect(fetch(url)).rejects.toThrow(TypeError)
    expect((await fetch(url)).status).toBe(200)
  })

  it('answers the CORS preflight of the site it was told of, on another origin', async () => {
    const preflight = await fetch(`${server.url}/api/v1/user/profile`, {
      method: 'OPTIONS',
      headers: { origin: 'https://site.test', 'access-control-request-method': 'DELETE' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://site.test')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type',
    )
  })
})

it("npm start's block holds the demo account, a working and an expired link and the reset call", () => {
  const text = framed(demoInfo('http://localhost:4173', 'http://127.0.0.1:8787'))
  expect(text).toContain(DEMO_PASSWORD)
  expect(text).toContain(`http://localhost:4173/reset-password${DEMO_LINK}`)
  expect(text).toContain(`token=${EXPIRED_RESET_TOKEN}`)
  expect(text).toContain('curl -X POST http://127.0.0.1:8787/api/__local/reset')
  expect(text.split('\n').every((line) => /^[┌│└]/.test(line))).toBe(true)
})
