import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where the page routes of every language live (`{-$locale}`: one page per language). */
const pageRoutes = 'src/routes/{-$locale}'

/**
 * The pages a language keeps for offline once any of its pages is read, as paths within the
 * language: every route whose `staticData` marks it `offline`, `personal` or `sharedText`, read from
 * the route files before the build (the worker's settings are fixed first; the build checks them
 * against the route tree).
 */
export function offlineBasePaths(dir = pageRoutes): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.tsx') && file !== 'route.tsx')
    .filter((file) => {
      const staticData = /staticData:\s*\{([^}]*)\}/.exec(readFileSync(join(dir, file), 'utf8'))
      return /\b(offline|personal|sharedText):\s*true\b/.test(staticData?.[1] ?? '')
    })
    .map((file) => (file === 'index.tsx' ? '/' : `/${file.slice(0, -'.tsx'.length)}`))
    .sort()
}
