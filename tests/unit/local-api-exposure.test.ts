// @vitest-environment node
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { tokenFingerprint } from '../../local-api/api'
import type { LocalApiServer } from '../../local-api/server'
import { networkExposure, startLocalApiServer } from '../../local-api/server'
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../local-api/store'

// The local API runs on developers' machines: other web pages and other host names must not use it.
const FOREIGN_ORIGIN = 'https://evil.example'

let server: LocalApiServer
beforeAll(async () => {
  server = await startLocalApiServer({ port: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.api.reset())

type RawAnswer = { status: number; headers: Record<string, unknown>; body: string }

/** A request with a Host header of our choosing (fetch never lets the Host header be set). */
function raw(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: server.port, path, method, headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const json = { 'content-type': 'application/json' }

describe('control routes from another origin', () => {
  it('gives a foreign page neither the request log nor CORS headers', async () => {
    await raw('/api/v1/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
    const answer = await raw('/api/__local/requests', {
      headers: { origin: FOREIGN_ORIGIN, 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.status).toBe(403)
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.body).not.toContain('auth/login')
  })

  it('answers no preflight, so a foreign page cannot send JSON', async () => {
    const answer = await raw('/api/__local/fault', {
      method: 'OPTIONS',
      headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'POST' },
    })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
    expect(answer.headers['access-control-allow-methods']).toBeUndefined()
  })

  it.each([
    ['a foreign page', { origin: FOREIGN_ORIGIN, 'content-type': 'text/plain' }],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['a text/plain body', { 'content-type': 'text/plain' }],
  ])('refuses a fault sent without preflight by %s', async (_name, headers) => {
    const answer = await raw('/api/__local/fault', {
      method: 'POST',
      headers,
      body: JSON.stringify({ status: 500 }),
    })
    expect([403, 415]).toContain(answer.status)
    expect(server.api.fault).toBeNull()
  })

  it('still serves the same origin and local tools such as curl', async () => {
    const port = server.port
    const fault = await raw('/api/__local/fault', {
      method: 'POST',
      headers: { ...json, origin: `http://127.0.0.1:${port}`, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ status: 503, times: 1 }),
    })
    expect(fault.status).toBe(200)
    expect(server.api.fault).toMatchObject({ status: 503 })
    expect((await raw('/api/__local/requests')).status).toBe(200)
  })
})

describe('API routes from another origin', () => {
  const login = JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD })

  it.each([
    ['a CORS-simple text/plain login', { 'content-type': 'text/plain' }],
    ['a JSON login', json],
  ])('refuse %s from a foreign page, without a token or CORS headers', async (_name, headers) => {
    const answer = await raw('/api/v1/auth/login', {
      method: 'POST',
      headers: { ...headers, origin: FOREIGN_ORIGIN },
      body: login,
    })
    expect(answer.status).toBe(403)
    expect(answer.body).not.toContain('access_token')
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('refuse the preflight of a foreign page, and of another port of this machine', async () => {
    for (const origin of [FOREIGN_ORIGIN, 'http://127.0.0.1:1']) {
      const answer = await raw('/api/v1/user/profile', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'DELETE' },
      })
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined()
    }
  })

  it('refuse a login in anything but JSON, even from the site itself', async () => {
    const origin = `http://127.0.0.1:${server.port}`
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const answer = await raw('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': type, origin },
        body: login,
      })
      expect(answer.status, type).toBe(415)
    }
  })

  it('answer the site: its own origin, proxied or not, echoed with Vary', async () => {
    const site = 'http://localhost:4173'
    for (const headers of [
      { origin: `http://127.0.0.1:${server.port}` } as Record<string, string>,
      { origin: site, 'x-forwarded-host': 'localhost:4173' },
    ]) {
      const answer = await raw('/api/v1/auth/login', {
        method: 'POST',
        headers: { ...json, ...headers },
        body: login,
      })
      expect(answer.status).toBe(200)
      expect(answer.headers['access-control-allow-origin']).toBe(headers.origin)
      expect(answer.headers['vary']).toContain('Origin')
    }
  })
})

describe('the Host header', () => {
  it.each(['evil.example', 'evil.example:8787', 'localhost.evil.example', '127.0.0.1.nip.io:80'])(
    'refuses every route for Host %s (DNS rebinding)',
    async (host) => {
      for (const path of ['/api/v1/auth/login', '/api/__local/requests']) {
        const answer = await raw(path, { headers: { host } })
        expect(answer.status).toBe(403)
      }
    },
  )

  it.each(['localhost', 'localhost:4173', '127.0.0.1:9', '[::1]:4173', 'LOCALHOST'])(
    'serves Host %s',
    async (host) => {
      expect((await raw('/api/__local/requests', { headers: { host } })).status).toBe(200)
    },
  )

  it('refuses a rebound name that reached it through the site’s proxy (X-Forwarded-Host)', async () => {
    const headers = { host: '127.0.0.1:8787', 'x-forwarded-host': 'evil.example:4173' }
    expect((await raw('/api/__local/requests', { headers })).status).toBe(403)
    const local = { host: '127.0.0.1:8787', 'x-forwarded-host': 'localhost:4173' }
    expect((await raw('/api/__local/requests', { headers: local })).status).toBe(200)
  })

  it('serves the machine’s own addresses only when the site is served to the network', () => {
    expect(networkExposure('127.0.0.1')).toEqual({ extraHosts: [], warning: null })
    const exposed = networkExposure('0.0.0.0')
    expect(exposed.extraHosts).toContain('127.0.0.1')
    expect(exposed.warning).toMatch(/control routes.*reach/s)
  })
})

describe('the request log', () => {
  it('holds fingerprints, never a password or a token', async () => {
    const login = await raw('/api/v1/auth/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
    })
    const token = (JSON.parse(login.body) as { access_token: string }).access_token
    await raw('/api/v1/user/profile', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    })
    const log = (await raw('/api/__local/requests')).body
    expect(log).not.toContain(DEMO_PASSWORD)
    expect(log).not.toContain(token)
    // The Chromium suite finds a request by the fingerprint of the token it carried.
    expect(JSON.parse(log)).toEqual([
      expect.objectContaining({
        body: JSON.stringify({
          email: DEMO_EMAIL,
          password: server.api.passwordFingerprint(DEMO_PASSWORD),
        }),
      }),
      expect.objectContaining({
        pathname: '/api/v1/user/profile',
        authorization: `Bearer ${tokenFingerprint(token)}`,
      }),
    ])
  })

  it('keeps the newest 200 requests only', async () => {
    for (let i = 0; i < 210; i += 1) await raw(`/api/v1/user/validate-reset-token?n=${i}`)
    const log = JSON.parse((await raw('/api/__local/requests')).body) as { search: string }[]
    expect(log).toHaveLength(200)
    expect(log.at(-1)?.search).toBe('?n=209')
  })
})

describe('request bodies', () => {
  it('answers 413 to a body over 1 MiB', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(1024 * 1024), password: 'x' })
    const answer = await raw('/api/v1/auth/login', { method: 'POST', headers: json, body })
    expect(answer.status).toBe(413)
    expect(server.api.requests).toHaveLength(0)
  })

  it('takes a body just under the limit', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(1024 * 1024 - 64), password: 'x' })
    const answer = await raw('/api/v1/auth/login', { method: 'POST', headers: json, body })
    expect(answer.status).toBe(401)
  })
})
