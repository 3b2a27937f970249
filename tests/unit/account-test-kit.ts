import { configure, screen } from '@testing-library/react'
import { http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { createLocalApi, type Fault, type LocalApi } from '../../local-api/api'
import type { RequestLogEntry } from '../../local-api/request-log'
import { createMswHandlers } from '../../local-api/msw-handlers'
import { authActions } from '@/stores/auth-store'

/** A request as the site sent it, read on the wire: the fields of the local API's log, unredacted. */
type SentRequest = RequestLogEntry

/** Records every API request, then lets it through to the local API. */
function recordRequests(sent: SentRequest[]) {
  return http.all('*/api/*', async ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.includes('/api/__local/')) return undefined
    const query: Record<string, string> = {}
    for (const [name, value] of url.searchParams) query[name] ??= value
    sent.push({
      method: request.method,
      pathname: url.pathname,
      search: url.search,
      query,
      body: await request.clone().text(),
      authorization: request.headers.get('authorization'),
    })
    return undefined
  })
}

/** One local API per test file, served through msw, reset after every test. */
export function setupLocalApi() {
  // Whole-app renders and typed forms: leave room for a busy machine.
  configure({ asyncUtilTimeout: 5_000 })
  vi.setConfig({ testTimeout: 20_000 })
  const api = createLocalApi()
  const sent: SentRequest[] = []
  const server = setupServer(recordRequests(sent), ...createMswHandlers(api))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    vi.useRealTimers()
    api.reset()
    sent.length = 0
    server.resetHandlers()
    localStorage.clear()
    sessionStorage.clear()
    authActions.logout()
  })
  afterAll(() => server.close())
  return { api, server, sent }
}

/** A fault of the local API, or a request the client's 10 s timeout gives up on. */
export type TestFault = Fault | 'timeout'

/**
 * Makes the requests to `path` fail as `fault` says. A timeout is the client's own signal firing:
 * every request from then on is given up, as when the server never answers.
 */
export function failRequests(api: LocalApi, path: string, fault: TestFault) {
  if (fault !== 'timeout') return api.setFault({ path, ...fault })
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(() =>
    AbortSignal.abort(new DOMException('signal timed out', 'TimeoutError')),
  )
}

/** The requests sent to a path ending with `path`. */
export const callsTo = (sent: readonly SentRequest[], path: string) =>
  sent.filter((entry) => entry.pathname.endsWith(path))

/** What `auth-storage` holds, parsed; null when the key is absent. */
function storedAuth(): unknown {
  const raw = sessionStorage.getItem('auth-storage')
  return raw === null ? null : (JSON.parse(raw) as unknown)
}

/** The access token kept in `auth-storage`, if any. */
export function storedToken(): unknown {
  const stored = storedAuth() as { state?: { access_token?: unknown } } | null
  return stored?.state?.access_token ?? null
}

/** The text of every alert on screen that says something. */
export const alertTexts = () =>
  screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent?.trim() ?? '')
    .filter(Boolean)
