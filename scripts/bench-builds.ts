import { execFileSync } from 'node:child_process'
import { copyFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSite } from './lighthouse-runner'
import { naiveSpaOutDir } from './naive-spa.config'

/** One build the bench measures, and how the static server serves it. */
export type Variant = { key: string; name: string; dir: string; spaFallback: boolean }

const run = (command: string, args: string[], cwd = '.') =>
  execFileSync(command, args, { cwd, stdio: 'inherit' })

/** The site as it builds today. */
export function buildAfter(): Variant {
  buildSite({ always: true })
  return { key: 'after', name: 'after', dir: 'dist', spaFallback: false }
}

/**
 * The same source as a naive SPA (scripts/naive-spa.config.ts), served with the site's own
 * `_headers`: the same security headers on every response, so bytes compare like for like.
 */
export function buildNaiveSpa(siteDir: string): Variant {
  console.log('Building the naive SPA baseline…')
  run('npx', ['vite', 'build', '--config', 'scripts/naive-spa.config.ts', '--logLevel', 'error'])
  copyFileSync(join(siteDir, '_headers'), join(naiveSpaOutDir, '_headers'))
  return { key: 'naive', name: 'naive SPA', dir: naiveSpaOutDir, spaFallback: true }
}
