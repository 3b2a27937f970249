import { proxy } from 'valtio'
import type { ApiUser } from '@/lib/api-contract'
import {
  AUTH_STORAGE_KEY,
  loggedOut,
  readStoredSession,
  restoreSessionOnLoad,
  SESSION_MAX_AGE_MS,
  writeStoredSession,
  type AuthState,
} from '@/stores/stored-session'

export { AUTH_STORAGE_KEY }
export type AuthUser = ApiUser

export const authStore = proxy<AuthState>(restoreSessionOnLoad())

if (typeof window !== 'undefined') {
  // Another tab's logout (or cleared storage) ends this tab's session too; its login does not start one.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return
    if (!readStoredSession()?.state.isAuthenticated) Object.assign(authStore, loggedOut())
  })
}

export const authActions = {
  /** Logged in only when the login answer holds both a token and a user. */
  login(accessToken: string | null | undefined, user: AuthUser | null | undefined) {
    if (!accessToken || !user) return
    const state = { access_token: accessToken, user, isAuthenticated: true }
    Object.assign(authStore, state)
    const expiresAt = Date.now() + SESSION_MAX_AGE_MS
    writeStoredSession({ state, version: 0, expiresAt, page: window.location.pathname })
  },
  /** Forgets the session at once, in memory and in storage. */
  logout() {
    Object.assign(authStore, loggedOut())
    writeStoredSession({ state: loggedOut(), version: 0 })
  },
}
