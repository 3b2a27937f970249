import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * False while React hydrates a prerendered page (and while prerendering), true from then on:
 * for what the browser alone knows, such as a link kept in this tab's storage.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
