import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildSite } from './lighthouse-runner'
import { naiveSpaOutDir } from './naive-spa.config'

/** One build the bench measures, and how the static server serves it. */
export type Variant = { key: string; name: string; dir: string; spaFallback: boolean }

const beforeOutDir = 'node_modules/.bench/before'
const run = (command: string, args: string[], cwd = '.') =>
  execFileSync(command, args, { cwd, stdio: 'inherit' })
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

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

/**
 * Dependencies for a worktree of a past commit: this checkout's packages when the lockfiles are
 * the same (linked one by one, so its build caches stay its own), else a clean install.
 */
function installDependencies(work: string) {
  const lockfile = 'package-lock.json'
  if (readFileSync(join(work, lockfile), 'utf8') !== readFileSync(lockfile, 'utf8')) {
    console.log('The lockfiles differ: npm ci in the worktree…')
    run('npm', ['ci', '--no-audit', '--no-fund'], work)
    return
  }
  const own = join(work, 'node_modules')
  mkdirSync(own)
  const shared = readdirSync('node_modules').filter(
    (name) => !name.startsWith('.') || name === '.bin' || name === '.package-lock.json',
  )
  for (const name of shared) symlinkSync(resolve('node_modules', name), join(own, name))
}

/** A git ref built as its own build script builds it, in a temporary worktree; its dist/ kept. */
export function buildBefore(ref: string): Variant {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const short = git('rev-parse', '--short', commit)
  console.log(`Building ${ref} (${short}) in a temporary worktree…`)
  const work = mkdtempSync(join(tmpdir(), 'bench-before-'))
  git('worktree', 'add', '--detach', work, commit)
  try {
    installDependencies(work)
    run('npx', ['vite', 'build', '--logLevel', 'error'], work)
    rmSync(beforeOutDir, { recursive: true, force: true })
    cpSync(join(work, 'dist'), beforeOutDir, { recursive: true })
  } finally {
    git('worktree', 'remove', '--force', work)
    rmSync(work, { recursive: true, force: true })
  }
  return { key: 'before', name: `before ${short}`, dir: beforeOutDir, spaFallback: false }
}
