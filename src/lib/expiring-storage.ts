/**
 * One JSON record in this tab's `sessionStorage` that lapses `lifetimeMs` after it was written:
 * it survives a reload of the tab and is gone when the tab closes.
 */
export function expiringStorage<T extends object>(
  key: string,
  lifetimeMs: number,
  accept: (value: object) => T | null,
) {
  function forget() {
    try {
      window.sessionStorage.removeItem(key)
    } catch {
      // Nothing can be stored, so nothing is left.
    }
  }

  /** Milliseconds until the stored record lapses; 0 when there is none. */
  function expiresIn(): number {
    try {
      const stored: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null')
      const left = Number((stored as { expiresAt?: unknown } | null)?.expiresAt) - Date.now()
      return left > 0 && left <= lifetimeMs ? left : 0
    } catch {
      return 0
    }
  }

  function read(): T | null {
    try {
      const raw = window.sessionStorage.getItem(key)
      const stored: unknown = raw === null ? null : JSON.parse(raw)
      if (typeof stored !== 'object' || stored === null) return null
      const value = expiresIn() > 0 ? accept(stored) : null
      if (value === null) forget()
      return value
    } catch {
      forget()
      return null
    }
  }

  function write(value: T) {
    try {
      const expiresAt = Date.now() + lifetimeMs
      window.sessionStorage.setItem(key, JSON.stringify({ ...value, expiresAt }))
    } catch {
      // Storage can be full or disabled: the value then lasts as long as the page.
    }
  }

  return { read, write, forget, expiresIn }
}
