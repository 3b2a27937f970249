import { proxy, subscribe } from 'valtio'
import {
  AUTH_STORAGE_KEY,
  loggedOut,
  restoreSessionOnLoad,
  SESSION_MAX_AGE_MS,
  storedSession,
  type SessionUser,
} from '@/stores/stored-session'

export { AUTH_STORAGE_KEY }

/** The deletion session (spec: Auth session), kept in this tab's storage while it lasts. */
export const authStore = proxy(restoreSessionOnLoad())
let expiry: ReturnType<typeof setTimeout> | undefined

/** The session in memory lapses with the stored one, even if the page stays open. */
function endSessionIn(ms: number) {
  clearTimeout(expiry)
  expiry = setTimeout(() => authActions.logout(), ms)
}

if (typeof window !== 'undefined') {
  const left = storedSession.expiresIn()
  if (authStore.isAuthenticated && left > 0) endSessionIn(left)
  // In sync: a logout is out of storage before the page can be left.
  subscribe(
    authStore,
    () => {
      const { access_token, user, isAuthenticated } = authStore
      if (!isAuthenticated || !access_token || !user) return storedSession.forget()
      const state = { access_token, user: { ...user }, isAuthenticated }
      storedSession.write({ state, version: 0, page: window.location.pathname })
    },
    true,
  )
}

export const authActions = {
  /** Logged in only when the login answer holds both a token and a user. */
  login(accessToken: string | null | undefined, user: SessionUser | null | undefined) {
    if (!accessToken || !user) return
    Object.assign(authStore, { access_token: accessToken, user, isAuthenticated: true })
    endSessionIn(SESSION_MAX_AGE_MS)
  },
  /** Forgets the session, in memory and in storage. */
  logout() {
    clearTimeout(expiry)
    Object.assign(authStore, loggedOut())
  },
}
