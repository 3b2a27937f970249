/**
 * How the client build cuts its JavaScript, so that a page loads as few files as it can (each one
 * costs a request and its headers): what every page runs is one file, each English page's own code
 * is one more, and a Filipino page adds its words to the English page's code.
 */

/** The chunk of a page's own code; pages of features shared by several routes have none. */
const pageOfModule =
  /[\\/]src[\\/](?:routes[\\/]([\w-]+)\.tsx\?tsr-split|features[\\/](landing|delete-account|reset-password)[\\/](?!.*\.fil\.))/

const pageNames: Record<string, string> = { index: 'landing' }

/** The name of the chunk that holds the English page at `path`, as its group names it. */
export function pageChunkName(path: string): string | undefined {
  const route = /^\/([\w-]*)$/.exec(path)?.[1]
  if (route === undefined) return undefined
  return pageNames[route || 'index'] ?? route
}

function pageChunk(id: string): string | null {
  const match = pageOfModule.exec(id)
  const name = match?.[1] ?? match?.[2]
  return name === undefined ? null : (pageNames[name] ?? name)
}

export const chunkGroups = [
  // Registration runs after hydration, so the worker's library waits in a file of its own.
  {
    name: 'service-worker',
    test: /[\\/]workbox-window[\\/]|virtual:pwa-register/,
    includeDependenciesRecursively: false,
  },
  // React, the router and the site's frame: everything every page runs, in one file.
  { name: 'app', tags: ['$initial' as const] },
  // Shared by both account pages, and by both policies: taken before the pages claim them.
  {
    name: 'account-api',
    test: /[\\/](redaxios|src[\\/]lib[\\/]api-|src[\\/]components[\\/](form|offline-notice)|src[\\/]hooks[\\/]use-online)/,
  },
  {
    name: 'policy-layout',
    test: /[\\/]src[\\/]features[\\/]policies[\\/]components[\\/](policy-layout|site-link)/,
  },
  { name: pageChunk },
]
