import { proxy } from 'valtio'
import type { ApiUser } from '@/lib/api-contract'

export const AUTH_STORAGE_KEY = 'auth-storage'
/** A stored session older than this is discarded on load. */
const SESSION_MAX_AGE_MS = 10 * 60 * 1000

export type AuthUser = ApiUser

type AuthState = {
  access_token: string | null
  user: AuthUser | null
  isAuthenticated: boolean
}

/** What `auth-storage` holds: the session, when it lapses, and the page that signed in. */
type StoredSession = { state: AuthState; version: 0; expiresAt?: number; page?: string }

const loggedOut = (): AuthState => ({ access_token: null, user: null, isAuthenticated: false })

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false
  const { access_token, user, isAuthenticated } = value as Record<string, unknown>
  const tokenOk = access_token === null || (typeof access_token === 'string' && access_token !== '')
  const userOk = user === null || (typeof user === 'object' && !Array.isArray(user))
  return tokenOk && userOk && isAuthenticated === (access_token !== null && user !== null)
}

function readStored(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY)
    const stored = raw ? (JSON.parse(raw) as Partial<StoredSession> | null) : null
    return stored && isAuthState(stored.state) ? (stored as StoredSession) : null
  } catch {
    return null
  }
}

function write(stored: StoredSession) {
  try {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage can be full or disabled: the session then lasts as long as the page.
  }
}

function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type
}

/**
 * A session serves the page that signed in, across a reload of that page only: any other load
 * (another page, a new tab, a return after closing the tab, a stale session) discards it.
 */
function restoreOnLoad(): AuthState {
  if (typeof window === 'undefined') return loggedOut()
  const stored = readStored()
  if (stored === null || !stored.state.isAuthenticated) return loggedOut()
  const left = Number(stored.expiresAt) - Date.now()
  const fresh = left > 0 && left <= SESSION_MAX_AGE_MS
  if (fresh && stored.page === window.location.pathname && navigationType() === 'reload') {
    return { ...stored.state }
  }
  write({ state: loggedOut(), version: 0 })
  return loggedOut()
}

export const authStore = proxy<AuthState>(restoreOnLoad())

if (typeof window !== 'undefined') {
  // Another tab's logout (or cleared storage) ends this tab's session too; its login does not start one.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return
    if (!readStored()?.state.isAuthenticated) Object.assign(authStore, loggedOut())
  })
}

export const authActions = {
  /** Logged in only when the login answer holds both a token and a user. */
  login(accessToken: string | null | undefined, user: AuthUser | null | undefined) {
    if (!accessToken || !user) return
    const state = { access_token: accessToken, user, isAuthenticated: true }
    Object.assign(authStore, state)
    const expiresAt = Date.now() + SESSION_MAX_AGE_MS
    write({ state, version: 0, expiresAt, page: window.location.pathname })
  },
  /** Forgets the session at once, in memory and in storage. */
  logout() {
    Object.assign(authStore, loggedOut())
    write({ state: loggedOut(), version: 0 })
  },
}
