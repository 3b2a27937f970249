import type { ApiUser } from '@/lib/api-contract'

export const AUTH_STORAGE_KEY = 'auth-storage'
/** A stored session older than this is discarded on load. */
export const SESSION_MAX_AGE_MS = 10 * 60 * 1000

export type AuthState = {
  access_token: string | null
  user: ApiUser | null
  isAuthenticated: boolean
}

/** What `auth-storage` holds: the session, when it lapses, and the page that signed in. */
export type StoredSession = { state: AuthState; version: 0; expiresAt?: number; page?: string }

export const loggedOut = (): AuthState => ({
  access_token: null,
  user: null,
  isAuthenticated: false,
})

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false
  const { access_token, user, isAuthenticated } = value as Record<string, unknown>
  const tokenOk = access_token === null || (typeof access_token === 'string' && access_token !== '')
  const userOk = user === null || (typeof user === 'object' && !Array.isArray(user))
  return tokenOk && userOk && isAuthenticated === (access_token !== null && user !== null)
}

export function readStoredSession(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY)
    const stored = raw ? (JSON.parse(raw) as Partial<StoredSession> | null) : null
    return stored && isAuthState(stored.state) ? (stored as StoredSession) : null
  } catch {
    return null
  }
}

export function writeStoredSession(stored: StoredSession) {
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
 * Run on every page as it loads, before the store (only the deletion page loads it) reads it.
 */
export function restoreSessionOnLoad(): AuthState {
  if (typeof window === 'undefined') return loggedOut()
  const stored = readStoredSession()
  if (stored === null || !stored.state.isAuthenticated) return loggedOut()
  const left = Number(stored.expiresAt) - Date.now()
  const fresh = left > 0 && left <= SESSION_MAX_AGE_MS
  if (fresh && stored.page === window.location.pathname && navigationType() === 'reload') {
    return { ...stored.state }
  }
  writeStoredSession({ state: loggedOut(), version: 0 })
  return loggedOut()
}
