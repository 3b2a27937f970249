import { useSyncExternalStore } from 'react'

const subscribe = () => () => undefined

/** False while rendering the prerendered HTML and hydrating it, true after: no mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
