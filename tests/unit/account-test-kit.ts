import { configure, screen } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { LocalApi } from '../../local-api/api'
import { createLocalApi } from '../../local-api/api'
import { createMswHandlers } from '../../local-api/msw-handlers'
import { authActions } from '@/stores/auth-store'

/** One local API per test file, served through msw, reset after every test. */
export function setupLocalApi() {
  // Whole-app renders and typed forms: leave room for a busy machine.
  configure({ asyncUtilTimeout: 5_000 })
  vi.setConfig({ testTimeout: 20_000 })
  const api = createLocalApi()
  const server = setupServer(...createMswHandlers(api))
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    vi.useRealTimers()
    api.reset()
    server.resetHandlers()
    localStorage.clear()
    sessionStorage.clear()
    authActions.logout()
  })
  afterAll(() => server.close())
  return { api, server }
}

/** The requests the local API received whose path ends with `path`. */
export const callsTo = (api: LocalApi, path: string) =>
  api.requests.filter((entry) => entry.pathname.endsWith(path))

/** What `auth-storage` holds, parsed; null when the key is absent. */
export function storedAuth(): unknown {
  const raw = localStorage.getItem('auth-storage')
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
