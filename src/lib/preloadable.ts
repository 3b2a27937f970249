import { lazy, type ComponentType } from 'react'

type Module<P> = { default: ComponentType<P> }

/**
 * React's `lazy`, with a `preload` that fetches the module ahead: once fetched, the component
 * renders at once, so a prerender or a hydration that waited for it never suspends.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined
  let loading: Promise<Module<P>> | undefined
  const preload = () => (loading ??= load().then((module) => (loaded = module)))
  // A thenable that answers in the same tick: React then uses the module without suspending.
  const now = (module: Module<P>) =>
    ({ then: (resolve: (value: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>
  const Component = lazy(() => (loaded ? now(loaded) : preload()))
  return Object.assign(Component, { preload })
}
