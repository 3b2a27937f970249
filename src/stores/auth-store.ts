import { proxy, subscribe } from 'valtio'

export const AUTH_STORAGE_KEY = 'auth-storage'

export type AuthUser = {
  email?: string
  name?: string
  first_name?: string
  last_name?: string
  [field: string]: unknown
}

export type AuthState = {
  access_token: string | null
  user: AuthUser | null
  isAuthenticated: boolean
}

const loggedOut = (): AuthState => ({ access_token: null, user: null, isAuthenticated: false })

function isAuthState(value: unknown): value is AuthState {
  if (typeof value !== 'object' || value === null) return false
  const { access_token, user, isAuthenticated } = value as Record<string, unknown>
  const tokenOk = access_token === null || (typeof access_token === 'string' && access_token !== '')
  const userOk = user === null || (typeof user === 'object' && !Array.isArray(user))
  return tokenOk && userOk && isAuthenticated === (access_token !== null && user !== null)
}

/** A missing, corrupted or foreign value reads as logged out. */
function readStoredState(): AuthState {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY)
    const state: unknown = raw ? (JSON.parse(raw) as { state?: unknown })?.state : undefined
    return isAuthState(state) ? { ...state } : loggedOut()
  } catch {
    return loggedOut()
  }
}

function writeStoredState(state: AuthState) {
  try {
    const { access_token, user, isAuthenticated } = state
    const value = JSON.stringify({ state: { access_token, user, isAuthenticated }, version: 0 })
    if (window.localStorage.getItem(AUTH_STORAGE_KEY) !== value) {
      window.localStorage.setItem(AUTH_STORAGE_KEY, value)
    }
  } catch {
    // Storage can be full or disabled: the session then lasts as long as the page.
  }
}

export const authStore = proxy<AuthState>(readStoredState())

subscribe(authStore, () => writeStoredState(authStore))

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null)
      Object.assign(authStore, readStoredState())
  })
}

export const authActions = {
  /** Logged in only when the login answer holds both a token and a user. */
  login(accessToken: string | null | undefined, user: AuthUser | null | undefined) {
    if (!accessToken || !user) return
    Object.assign(authStore, { access_token: accessToken, user, isAuthenticated: true })
  },
  logout() {
    Object.assign(authStore, loggedOut())
    writeStoredState(authStore)
  },
  /** Forgets the session at once, in memory and in storage. */
  clear() {
    authActions.logout()
  },
}
