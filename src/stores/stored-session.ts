import { expiringStorage } from '@/lib/expiring-storage'
import { AUTH_STORAGE_KEY, navigationType } from '@/stores/session-on-load'

export { AUTH_STORAGE_KEY }

/** A stored session lapses this long after the sign-in. */
export const SESSION_MAX_AGE_MS = 10 * 60 * 1000

/** Only what the deletion flow reads of the login answer's user. */
export type SessionUser = { email: string; name?: string }

export type AuthState = {
  access_token: string | null
  user: SessionUser | null
  isAuthenticated: boolean
}

/** What `auth-storage` holds besides its expiry: the session and the page that signed in. */
export type StoredSession = { state: AuthState; version: 0; page: string }

export const loggedOut = (): AuthState => ({
  access_token: null,
  user: null,
  isAuthenticated: false,
})

function acceptSession(value: object): StoredSession | null {
  const { state, page } = value as Partial<Record<keyof StoredSession, unknown>>
  if (typeof state !== 'object' || state === null || typeof page !== 'string') return null
  const { access_token, user } = state as Record<string, unknown>
  if (typeof access_token !== 'string' || access_token === '') return null
  if (typeof user !== 'object' || user === null) return null
  const { email, name } = user as Record<string, unknown>
  if (typeof email !== 'string') return null
  const sessionUser = typeof name === 'string' ? { email, name } : { email }
  return { state: { access_token, user: sessionUser, isAuthenticated: true }, version: 0, page }
}

export const storedSession = expiringStorage(AUTH_STORAGE_KEY, SESSION_MAX_AGE_MS, acceptSession)

/**
 * The tab's session serves the page that signed in, across a reload of that page only: any
 * other load (another page, a stale session) discards it. Runs on every page as it loads.
 */
export function restoreSessionOnLoad(): AuthState {
  if (typeof window === 'undefined') return loggedOut()
  const stored = storedSession.read()
  if (stored?.page === window.location.pathname && navigationType() === 'reload') {
    return { ...stored.state, user: stored.state.user && { ...stored.state.user } }
  }
  storedSession.forget()
  return loggedOut()
}
