/** Where this tab keeps the deletion session (the spec's `auth-storage`). */
export const AUTH_STORAGE_KEY = 'auth-storage'

/** How this page was loaded: 'reload' when the visitor reloaded it. */
export function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  return (entry as PerformanceNavigationTiming | undefined)?.type
}

/**
 * Runs on every page as it loads, in the code every page runs: a stored session outlives the load
 * only on a reload of the page that signed in, within its time. The deletion page's store then
 * reads it in full (`stored-session.ts`).
 */
export function forgetSessionUnlessReloaded() {
  if (typeof window === 'undefined') return
  try {
    const raw = window.sessionStorage.getItem(AUTH_STORAGE_KEY)
    if (raw === null) return
    const stored = JSON.parse(raw) as { page?: unknown; expiresAt?: unknown } | null
    const fresh = Number(stored?.expiresAt) > Date.now()
    if (stored?.page === window.location.pathname && navigationType() === 'reload' && fresh) return
    window.sessionStorage.removeItem(AUTH_STORAGE_KEY)
  } catch {
    // Unreadable storage holds nothing this page could use.
  }
}
