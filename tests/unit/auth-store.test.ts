import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as AuthStoreModule from '@/stores/auth-store'

type AuthModule = typeof AuthStoreModule

const KEY = 'auth-storage'
const user = { email: 'demo@scamcheck.ph', name: 'Juan Dela Cruz' }
const loggedOut = { access_token: null, user: null, isAuthenticated: false }
const loggedIn = { access_token: 'token-abc', user, isAuthenticated: true }

const TEN_MINUTES = 10 * 60 * 1000
const persisted = (state: object, extra: object = {}) =>
  JSON.stringify({ state, version: 0, ...extra })
/** A session saved by this page a moment ago. */
const fresh = (state: object = loggedIn) =>
  persisted(state, { expiresAt: Date.now() + TEN_MINUTES - 1000, page: location.pathname })

/** How the next simulated page load was opened (jsdom has no navigation timing). */
function openedBy(type: 'reload' | 'navigate' | 'back_forward') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as unknown as PerformanceEntry,
  ])
}

function stored(): unknown {
  const raw = sessionStorage.getItem(KEY)
  return raw === null ? null : (JSON.parse(raw) as unknown)
}

/** Loads a fresh copy of the store, as a new page load would, with storage as it is now. */
async function loadStore(): Promise<AuthModule> {
  vi.resetModules()
  return import('@/stores/auth-store')
}

/** The store's plain state, without the proxy. */
const snapshot = ({ authStore }: AuthModule) => ({
  access_token: authStore.access_token,
  user: authStore.user,
  isAuthenticated: authStore.isAuthenticated,
})

beforeEach(() => sessionStorage.clear())
afterEach(() => sessionStorage.clear())

describe('persistence', () => {
  it('starts logged out with nothing stored', async () => {
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedOut)
    expect(store.AUTH_STORAGE_KEY).toBe('auth-storage')
  })

  it('persists a login as {"state":{...},"version":0} under auth-storage, for 10 minutes', async () => {
    const store = await loadStore()
    const before = Date.now()
    store.authActions.login('token-abc', user)
    expect(snapshot(store)).toEqual(loggedIn)
    expect(stored()).toEqual({
      state: loggedIn,
      version: 0,
      expiresAt: expect.any(Number),
      page: location.pathname,
    })
    const { expiresAt } = stored() as { expiresAt: number }
    expect(expiresAt - before).toBeGreaterThanOrEqual(TEN_MINUTES)
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(TEN_MINUTES)
  })

  it.each([
    ['no token', null, user],
    ['an empty token', '', user],
    ['no user', 'token-abc', null],
    ['an undefined user', 'token-abc', undefined],
  ])('stays logged out after a login with %s', async (_name, token, who) => {
    const store = await loadStore()
    store.authActions.login(token, who)
    await Promise.resolve()
    await Promise.resolve()
    expect(snapshot(store)).toEqual(loggedOut)
    expect(stored()).toBeNull()
  })

  it('logout removes the session from storage at once', async () => {
    const store = await loadStore()
    store.authActions.login('token-abc', user)
    expect(stored()).toMatchObject({ state: loggedIn, version: 0 })
    store.authActions.logout()
    expect(snapshot(store)).toEqual(loggedOut)
    // Removed at once, not on the next microtask: the page may be left right after.
    expect(stored()).toBeNull()
  })

  it('keeps the session in this tab only: nothing in localStorage', async () => {
    const store = await loadStore()
    store.authActions.login('token-abc', user)
    expect(sessionStorage.getItem(KEY)).toContain('token-abc')
    expect(JSON.stringify({ ...localStorage })).not.toContain('token-abc')
  })

  it('ends the session in memory and in storage 10 minutes after the login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const store = await loadStore()
      store.authActions.login('token-abc', user)
      vi.advanceTimersByTime(TEN_MINUTES - 1000)
      expect(snapshot(store)).toEqual(loggedIn)
      vi.advanceTimersByTime(1000)
      expect(snapshot(store)).toEqual(loggedOut)
      expect(stored()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('ends a restored session when its own 10 minutes are up, not later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      sessionStorage.setItem(
        KEY,
        persisted(loggedIn, { expiresAt: Date.now() + 60_000, page: location.pathname }),
      )
      openedBy('reload')
      const store = await loadStore()
      expect(snapshot(store)).toEqual(loggedIn)
      vi.advanceTimersByTime(60_000)
      expect(snapshot(store)).toEqual(loggedOut)
    } finally {
      vi.useRealTimers()
    }
  })

  it('restores a stored session on a reload of the page that signed in', async () => {
    sessionStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedIn)
  })

  it.each<[string, () => void]>([
    [
      'on any other page',
      () =>
        sessionStorage.setItem(
          KEY,
          persisted(loggedIn, { expiresAt: Date.now() + 60_000, page: '/elsewhere' }),
        ),
    ],
    [
      'older than 10 minutes',
      () =>
        sessionStorage.setItem(
          KEY,
          persisted(loggedIn, { expiresAt: Date.now() - 1, page: location.pathname }),
        ),
    ],
    [
      'with a lifetime beyond 10 minutes',
      () =>
        sessionStorage.setItem(
          KEY,
          persisted(loggedIn, {
            expiresAt: Date.now() + TEN_MINUTES + 60_000,
            page: location.pathname,
          }),
        ),
    ],
    ['without a lifetime', () => sessionStorage.setItem(KEY, persisted(loggedIn))],
  ])('discards a stored session %s, in storage too', async (_name, store) => {
    store()
    openedBy('reload')
    expect(snapshot(await loadStore())).toEqual(loggedOut)
    expect(stored()).toBeNull()
  })

  it.each(['navigate', 'back_forward'] as const)(
    'discards a stored session when the page is opened by %s (a new visit, a closed tab come back)',
    async (type) => {
      sessionStorage.setItem(KEY, fresh())
      openedBy(type)
      expect(snapshot(await loadStore())).toEqual(loggedOut)
      expect(stored()).toBeNull()
    },
  )

  it('reads a stored logged-out state as logged out and removes it', async () => {
    sessionStorage.setItem(KEY, fresh(loggedOut))
    openedBy('reload')
    expect(snapshot(await loadStore())).toEqual(loggedOut)
    expect(stored()).toBeNull()
  })
})

describe('unusable stored values read as logged out', () => {
  it.each([
    ['corrupted JSON', '{"state":{"access_token":"tok'],
    ['a foreign shape', JSON.stringify({ token: 'token-abc', loggedIn: true })],
    ['a foreign state', fresh({ token: 'token-abc', user })],
    ['isAuthenticated true with a null token', fresh({ ...loggedIn, access_token: null })],
    ['isAuthenticated true with a null user', fresh({ ...loggedIn, user: null })],
    ['a numeric token', fresh({ ...loggedIn, access_token: 42 })],
    ['a user that is an array', fresh({ ...loggedIn, user: ['x'] })],
    ['a JSON array', JSON.stringify([loggedIn])],
    ['JSON null', 'null'],
    ['a JSON string', '"token-abc"'],
    ['an empty string', ''],
    ['a user without an email', fresh({ ...loggedIn, user: { name: 'Juan' } })],
  ])('%s', async (_name, raw) => {
    sessionStorage.setItem(KEY, raw)
    openedBy('reload')
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedOut)

    store.authActions.login('token-new', user)
    expect(stored()).toMatchObject({
      state: { access_token: 'token-new', user, isAuthenticated: true },
      version: 0,
    })
  })

  it('a missing key', async () => {
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedOut)
    store.authActions.logout()
    expect(stored()).toBeNull()
  })
})
