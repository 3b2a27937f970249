import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { launch } from 'chrome-launcher'
import type { Flags, Result } from 'lighthouse'
import lighthouse from 'lighthouse'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { loadRouteTable, notFoundPage } from '../build-plugins/route-table'
import { DEMO_EMAIL, DEMO_RESET_TOKEN } from '../local-api/store'
import { chromiumFlags, chromiumPath } from './chromium'
import { slowdownFor } from './cpu-calibration'
import { startStaticServer } from './static-server'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]
export const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const
export type Metric = keyof typeof metrics
export type Throttling = 'simulate' | 'devtools'

/** Where the bench and the gate load the 404 page. */
export const notFoundPath = '/this-page-does-not-exist'

const chromeFlags = ['--headless=new', ...chromiumFlags]

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Lighthouse's own benchmark, run in a fresh tab of the Chromium it is about to drive. The first
 * reading, taken while the new browser still starts up, is thrown away (as DevTools' own CPU
 * calibration warms up first); the mean of the next two is the host's pace.
 */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext())
    const page = await context.newPage()
    try {
      const readings: number[] = []
      for (let reading = 0; reading < 3; reading += 1)
        readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex))
      return (readings[1]! + readings[2]!) / 2
    } finally {
      await page.close()
    }
  } finally {
    // Over CDP this disconnects and leaves the browser running for Lighthouse.
    await browser.close()
  }
}

/** `calibrated`: the CPU slowdown is set from a benchmark taken just before the run. */
export type RunOptions = { cpu?: 'default' | 'calibrated' }

/**
 * One Lighthouse run (mobile, Lighthouse's defaults otherwise) in a Chromium of its own:
 * chrome-launcher gives each launch a new temporary profile, so no service worker carries over.
 */
export async function runLighthouse(
  url: string,
  throttlingMethod: Throttling,
  extra: Flags = {},
  { cpu = 'default' }: RunOptions = {},
): Promise<Result> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags,
    logLevel: 'silent',
    handleSIGINT: true,
  })
  try {
    const cpuSlowdownMultiplier =
      cpu === 'calibrated' ? slowdownFor(await measureBenchmarkIndex(chrome.port)) : undefined
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      throttlingMethod,
      ...(cpuSlowdownMultiplier && { throttling: { cpuSlowdownMultiplier } }),
      ...extra,
    }
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    chrome.kill()
  }
}

/** A run that Lighthouse could not record (e.g. NO_NAVSTART on a busy machine) is tried again. */
async function withRetries<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let left = tries - 1; ; left -= 1) {
    try {
      return await attempt()
    } catch (error) {
      if (left === 0) throw error
      console.log(`  retrying: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

/** One run, tried again when it could not be recorded; the 404 page is expected to say 404. */
export function runOnce(
  url: string,
  throttling: Throttling,
  extra: Flags = {},
  options: RunOptions = {},
): Promise<Result> {
  // Lighthouse refuses a page answered with an error status unless told to expect one.
  const flags = { ignoreStatusCode: new URL(url).pathname === notFoundPath, ...extra }
  return withRetries(() => runLighthouse(url, throttling, flags, options))
}

/** Runs Lighthouse `runs` times in a row on one URL, logging progress. */
export async function runMany(
  url: string,
  runs: number,
  throttling: Throttling,
  extra: Flags = {},
  options: RunOptions = {},
): Promise<Result[]> {
  const results: Result[] = []
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now()
    const lhr = await runOnce(url, throttling, extra, options)
    results.push(lhr)
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    const cpu = `${lhr.configSettings.throttling.cpuSlowdownMultiplier}x CPU`
    console.log(
      `  ${new URL(url).pathname} ${throttling} run ${run}/${runs} (${seconds} s, ${cpu})`,
    )
  }
  return results
}

export const score = (lhr: Result, category: Category): number =>
  lhr.categories[category]?.score ?? 0
export const metric = (lhr: Result, name: Metric): number =>
  lhr.audits[metrics[name]]?.numericValue ?? Number.NaN

// A personal page is measured as a visitor opens it: from its emailed link, the API answering.
const demoLink = `?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`

/** Every page of the route table, as the bench and the gate open it. */
export async function gatedPages(): Promise<{ url: string; personal: boolean }[]> {
  return (await loadRouteTable()).map(({ path, personal }) => ({
    url: personal ? `${path}${demoLink}` : path,
    personal,
  }))
}

/** Builds the site into `dist/` unless told a build is already there. */
export function buildSite({ always }: { always: boolean }) {
  if (!always && existsSync('dist/index.html')) return
  console.log('Building the site (vite build)…')
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' })
}

type ServeOptions = { from?: string; spaFallback?: boolean; allPages?: boolean }

/**
 * Serves a copy of a build (`dist/` unless told) like the CDN does (brotli, and `/api` proxied when
 * given), so that a rebuild during the runs does not change what is measured. A build that is
 * not a single-page app must hold every page of the route table, unless told it may not.
 */
export async function serveDist(
  apiProxy?: string,
  { from = 'dist', spaFallback = false, allPages = !spaFallback }: ServeOptions = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'site-dist-'))
  cpSync(from, root, { recursive: true })
  const pages = allPages ? (await loadRouteTable()).map((page) => page.file) : []
  const files = ['index.html', ...pages, ...(allPages ? [notFoundPage.file] : [])]
  const missing = files.filter((file) => !existsSync(join(root, file)))
  if (missing.length) {
    rmSync(root, { recursive: true, force: true })
    throw new Error(`${from} is incomplete, missing ${missing.join(', ')}`)
  }
  const host = await startStaticServer({ root, apiProxy, spaFallback })
  return {
    url: host.url,
    /** The copy being served. */
    root,
    async close() {
      await host.close()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

const unscored = ['notApplicable', 'manual', 'informative']

/** The scored audits of these categories whose score is below `bar`. */
export function failedAudits(lhr: Result, of: readonly Category[], bar = 1) {
  return of
    .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .flatMap((ref) => lhr.audits[ref.id] ?? [])
    .filter((audit) => audit.score !== null && audit.score < bar)
    .filter((audit) => !unscored.includes(audit.scoreDisplayMode))
}

/** Prints rows as an aligned text table, figures right-aligned. */
export function printTable(rows: Record<string, Record<string, string | number>>) {
  const columns = [...new Set(Object.values(rows).flatMap((row) => Object.keys(row)))]
  const lines = [
    ['', ...columns],
    ...Object.entries(rows).map(([name, row]) => [name, ...columns.map((c) => `${row[c] ?? ''}`)]),
  ]
  const widths = columns.map((_, i) => Math.max(...lines.map((line) => line[i + 1]!.length)))
  const first = Math.max(...lines.map((line) => line[0]!.length))
  for (const [name, ...cells] of lines) {
    const padded = cells.map((cell, i) =>
      /^[\d.\s-]+(kB|ms|×)?$/.test(cell) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!),
    )
    console.log([name!.padEnd(first), ...padded].join('  ').trimEnd())
  }
}
