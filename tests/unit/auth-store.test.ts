import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as AuthStoreModule from '@/stores/auth-store'

type AuthModule = typeof AuthStoreModule

const KEY = 'auth-storage'
const user = { id: 'u1', email: 'demo@scamcheck.ph', name: 'Juan Dela Cruz' }
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
  const raw = localStorage.getItem(KEY)
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

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())

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

  it('logout persists the logged-out state', async () => {
    const store = await loadStore()
    store.authActions.login('token-abc', user)
    expect(stored()).toMatchObject({ state: loggedIn, version: 0 })
    store.authActions.logout()
    expect(snapshot(store)).toEqual(loggedOut)
    // Written at once, not on the next microtask: the page may be left right after.
    expect(stored()).toEqual({ state: loggedOut, version: 0 })
    expect(localStorage.getItem(KEY)).not.toContain('token-abc')
  })

  it('restores a stored session on a reload of the page that signed in', async () => {
    localStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedIn)
  })

  it.each<[string, () => void]>([
    [
      'on any other page',
      () =>
        localStorage.setItem(
          KEY,
          persisted(loggedIn, { expiresAt: Date.now() + 60_000, page: '/elsewhere' }),
        ),
    ],
    [
      'older than 10 minutes',
      () =>
        localStorage.setItem(
          KEY,
          persisted(loggedIn, { expiresAt: Date.now() - 1, page: location.pathname }),
        ),
    ],
    [
      'with a lifetime beyond 10 minutes',
      () =>
        localStorage.setItem(
          KEY,
          persisted(loggedIn, {
            expiresAt: Date.now() + TEN_MINUTES + 60_000,
            page: location.pathname,
          }),
        ),
    ],
    ['without a lifetime', () => localStorage.setItem(KEY, persisted(loggedIn))],
  ])('discards a stored session %s, in storage too', async (_name, store) => {
    store()
    openedBy('reload')
    expect(snapshot(await loadStore())).toEqual(loggedOut)
    expect(localStorage.getItem(KEY)).not.toContain('token-abc')
  })

  it.each(['navigate', 'back_forward'] as const)(
    'discards a stored session when the page is opened by %s (a new visit, a closed tab come back)',
    async (type) => {
      localStorage.setItem(KEY, fresh())
      openedBy(type)
      expect(snapshot(await loadStore())).toEqual(loggedOut)
      expect(localStorage.getItem(KEY)).not.toContain('token-abc')
    },
  )

  it('restores a stored logged-out state on load', async () => {
    localStorage.setItem(KEY, persisted(loggedOut))
    expect(snapshot(await loadStore())).toEqual(loggedOut)
  })
})

describe('unusable stored values read as logged out', () => {
  it.each([
    ['corrupted JSON', '{"state":{"access_token":"tok'],
    ['a foreign shape', JSON.stringify({ token: 'token-abc', loggedIn: true })],
    ['a foreign state', persisted({ token: 'token-abc', user })],
    ['isAuthenticated true with a null token', persisted({ ...loggedIn, access_token: null })],
    ['isAuthenticated true with a null user', persisted({ ...loggedIn, user: null })],
    ['isAuthenticated false with a token', persisted({ ...loggedIn, isAuthenticated: false })],
    ['a numeric token', persisted({ ...loggedIn, access_token: 42 })],
    ['a user that is an array', persisted({ ...loggedIn, user: ['x'] })],
    ['a JSON array', JSON.stringify([loggedIn])],
    ['JSON null', 'null'],
    ['a JSON string', '"token-abc"'],
    ['an empty string', ''],
  ])('%s', async (_name, raw) => {
    localStorage.setItem(KEY, raw)
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
    expect(stored()).toEqual({ state: loggedOut, version: 0 })
  })

  it('a corrupted value is overwritten by a logout', async () => {
    localStorage.setItem(KEY, '{not json')
    const store = await loadStore()
    store.authActions.logout()
    expect(stored()).toEqual({ state: loggedOut, version: 0 })
  })
})

describe('other tabs', () => {
  const fromOtherTab = (key: string | null, value: string | null) => {
    if (key !== null && value !== null) localStorage.setItem(key, value)
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }))
  }

  it('does not take over a login made in another tab', async () => {
    const store = await loadStore()
    fromOtherTab(KEY, fresh())
    expect(snapshot(store)).toEqual(loggedOut)
  })

  it('follows a logout made in another tab', async () => {
    localStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    fromOtherTab(KEY, persisted(loggedOut))
    expect(snapshot(store)).toEqual(loggedOut)
  })

  it('logs out when another tab clears the storage (key null)', async () => {
    localStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    expect(snapshot(store)).toEqual(loggedIn)
    localStorage.clear()
    fromOtherTab(null, null)
    expect(snapshot(store)).toEqual(loggedOut)
  })

  it('logs out when another tab writes garbage', async () => {
    localStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    fromOtherTab(KEY, '{broken')
    expect(snapshot(store)).toEqual(loggedOut)
  })

  it('ignores changes to other keys', async () => {
    localStorage.setItem(KEY, fresh())
    openedBy('reload')
    const store = await loadStore()
    localStorage.setItem(KEY, persisted(loggedOut))
    fromOtherTab('some-other-key', 'x')
    expect(snapshot(store)).toEqual(loggedIn)
  })
})
