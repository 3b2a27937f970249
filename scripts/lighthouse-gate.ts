import type { Result } from 'lighthouse'
import { startLocalApiServer } from '../local-api/server'
import { targetBenchmarkIndex } from './cpu-calibration'
import type { Category, Throttling } from './lighthouse-runner'
import {
  buildSite,
  gatedPages,
  categories,
  failedAudits,
  median,
  metric,
  notFoundPath,
  printTable,
  runMany,
  score,
  serveDist,
} from './lighthouse-runner'

// Applied throttling: the page loads over a slowed network on a slowed CPU, and what is measured
// is what happened. (Simulated throttling, which the bench prints too, counts every script that
// arrived before the first paint as needed for it, though the prerendered page paints without them.)
const throttling: Throttling = 'devtools'
// The CPU slowdown is set before each run from the host's benchmark, so that a busy host still
// emulates the same phone (scripts/cpu-calibration.ts); a quiet host here gets about 4x.
const calibrated = { cpu: 'calibrated' } as const
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
// On a busy host a run's timings swell with the other processes' work: a page below target is
// measured this many times more, after the others, and judged on the median of all its runs.
const retryRuns = Number(process.env.LIGHTHOUSE_RETRY_RUNS ?? 4)
// The screenshots are for people reading a report; the gate reads numbers.
const flags = {
  disableFullPageScreenshot: true,
  skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
}
// Performance is scored from timings, which a shared host's other work stretches: in one fresh-clone
// run (host benchmarkIndex 1120 against 1726 in the one before) three pages scored 96-99. Its bar
// keeps headroom; the table prints every score, and the other categories do not move with the host.
const targets: Record<Category, number> = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
}
const short: Record<Category, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
}
const maxCls = 0.001
const maxLcpMs = 1200

/** Opened from a personal link: `noindex` on purpose, so not crawlable on purpose. */
const personalUrls = new Set<string>()

/**
 * Audits that fail by design: on a personal page `is-crawlable` (it says noindex); on the 404
 * page `http-status-code`, and `errors-in-console` when the one error is Chromium's log of the
 * document's own 404.
 */
function expectedFailures(lhr: Result, path: string): string[] {
  if (personalUrls.has(path)) return ['is-crawlable'].filter((id) => lhr.audits[id]?.score === 0)
  if (path !== notFoundPath) return []
  const details = lhr.audits['errors-in-console']?.details
  const items = details?.type === 'table' ? details.items : []
  const documentUrl = lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl
  const onlyOwn404 = items.every(
    (item) =>
      item.source === 'network' &&
      (item.sourceLocation as { url?: string } | undefined)?.url === documentUrl &&
      String(item.description).includes('status of 404'),
  )
  const expected = onlyOwn404 ? ['http-status-code', 'errors-in-console'] : ['http-status-code']
  return expected.filter((id) => lhr.audits[id]?.score === 0)
}

/** The category score as Lighthouse computes it, leaving out the failures by design. */
function gateScore(lhr: Result, category: Category, path: string): number {
  const ignored = expectedFailures(lhr, path)
  if (ignored.length === 0) return score(lhr, category)
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !ignored.includes(ref.id),
  )
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0)
  const sum = refs.reduce((total, ref) => total + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0)
  return Math.round((sum / weight) * 100) / 100
}

/** Audits below target in the run whose category score is the median one. */
function failingAudits(lhrs: Result[], category: Category, path: string) {
  const scores = lhrs.map((lhr) => gateScore(lhr, category, path))
  const lhr = lhrs[scores.indexOf(median(scores))] ?? lhrs[0]
  if (!lhr) return []
  const ignored = expectedFailures(lhr, path)
  return failedAudits(lhr, [category], targets[category])
    .filter((audit) => !ignored.includes(audit.id))
    .map(
      (audit) =>
        `  ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
    )
}

/** The medians of one route and what falls short of the targets. */
function check(path: string, lhrs: Result[]) {
  const row: Record<string, string | number> = {}
  const failures: string[] = []
  const details: string[] = []
  for (const category of categories) {
    const value = Math.round(median(lhrs.map((lhr) => gateScore(lhr, category, path))) * 100)
    row[short[category]] = value
    if (value >= targets[category] * 100) continue
    failures.push(`${short[category]} ${value}`)
    details.push(`${path} ${category} ${value}:`, ...failingAudits(lhrs, category, path))
  }
  const cls = median(lhrs.map((lhr) => metric(lhr, 'CLS')))
  row.CLS = Number(cls.toFixed(4))
  if (!(cls < maxCls)) {
    failures.push(`CLS ${row.CLS}`)
    details.push(`${path} cumulative-layout-shift ${row.CLS} (must be 0)`)
  }
  row.CPU = `${median(lhrs.map((lhr) => lhr.configSettings.throttling.cpuSlowdownMultiplier))}×`
  const lcp = median(lhrs.map((lhr) => metric(lhr, 'LCP')))
  row.LCP = `${Math.round(lcp)} ms`
  if (!(lcp <= maxLcpMs)) {
    failures.push(`LCP ${row.LCP}`)
    details.push(`${path} largest-contentful-paint ${row.LCP} (at most ${maxLcpMs} ms)`)
  }
  const ignored = [...new Set(lhrs.flatMap((lhr) => expectedFailures(lhr, path)))]
  if (ignored.length) {
    details.push(
      `${path}: not counted, failing by design (${personalUrls.has(path) ? 'noindex' : '404 status'}): ${ignored.join(', ')}`,
    )
  }
  row.result = failures.length ? `FAIL ${failures.join(', ')}` : 'pass'
  return { row, failed: failures.length > 0, details }
}

buildSite({ always: false })
const pages = await gatedPages()
for (const page of pages) if (page.personal) personalUrls.add(page.url)
const routes = [...pages.map((page) => page.url), notFoundPath]
const api = await startLocalApiServer({ port: 0, host: '127.0.0.1' })
const host = await serveDist(api.url)
const table: Record<string, Record<string, string | number>> = {}
const notes: string[] = []
let passed = 0
const benchmarkIndex: number[] = []
const measured = new Map<string, Result[]>()
/** Runs a page `count` more times; false when Lighthouse could not run it. */
async function measure(path: string, count: number): Promise<boolean> {
  try {
    const lhrs = await runMany(`${host.url}${path}`, count, throttling, flags, calibrated)
    measured.set(path, [...(measured.get(path) ?? []), ...lhrs])
    return true
  } catch (error) {
    table[path] = { result: 'FAIL Lighthouse did not run' }
    notes.push(`${path}: ${error instanceof Error ? error.message : String(error)}`)
    return false
  }
}
try {
  const ran: string[] = []
  for (const path of routes) if (await measure(path, runs)) ran.push(path)
  // A page below target is measured again once every page has had its turn: a busy spell on the
  // host seldom lasts through both.
  const below = ran.filter((path) => check(path, measured.get(path)!).failed)
  for (const path of retryRuns > 0 ? below : []) {
    console.log(`  ${path} below target: ${retryRuns} more runs`)
    if (!(await measure(path, retryRuns))) ran.splice(ran.indexOf(path), 1)
  }
  for (const path of routes.filter((route) => ran.includes(route))) {
    const lhrs = measured.get(path)!
    const result = check(path, lhrs)
    benchmarkIndex.push(...lhrs.map((lhr) => lhr.environment.benchmarkIndex))
    table[path] = result.row
    notes.push(...result.details)
    if (!result.failed) passed += 1
  }
} finally {
  await Promise.allSettled([host.close(), api.close()])
}

console.log(
  `\nLighthouse 12, mobile, applied throttling, CPU slowdown calibrated to a phone of benchmarkIndex ${targetBenchmarkIndex}: medians of ${runs} runs, ${retryRuns} more after the rest below target`,
)
printTable(table)
if (benchmarkIndex.length) {
  const [low, mid] = [Math.min(...benchmarkIndex), median(benchmarkIndex)].map(Math.round)
  console.log(
    `Lighthouse's own benchmarkIndex readings (higher is faster): median ${mid}, lowest ${low}`,
  )
}
if (notes.length) console.log(`\n${notes.join('\n')}`)
const failed = routes.length - passed
if (failed) process.exitCode = 1
console.log(`\nLighthouse gate: ${passed} passed, ${failed} failed`)
