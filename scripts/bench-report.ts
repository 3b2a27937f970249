import type { Variant } from './bench-builds'
import type { Figures } from './bench-figures'
import { byteTypes, medianBytes, precacheBytes, summarize } from './bench-figures'
import type { Throttling } from './lighthouse-runner'
import { categories, printTable } from './lighthouse-runner'

/** What the bench found for one page in one build. */
export type PageResult = {
  heading: { status: number; h1: string; ok: boolean }
  runs: Record<Throttling, Figures[]>
}
/** Page label, then variant key. */
export type Results = Record<string, Record<string, PageResult>>
type Rows = Record<string, Record<string, string | number>>

const ms = (value: number) => `${Math.round(value)} ms`
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const h1 = ({ ok, h1 }: PageResult['heading']) => (ok ? `yes: ${h1}` : `NO (${h1 || 'no <h1>'})`)

/** Medians of a page in a build: per throttling method, and bytes over all its loads. */
export function summaries(page: PageResult) {
  return {
    simulate: summarize(page.runs.simulate),
    devtools: summarize(page.runs.devtools),
    bytes: medianBytes([...page.runs.simulate, ...page.runs.devtools].map((load) => load.bytes)),
  }
}
type Summaries = ReturnType<typeof summaries>

/** The table: each build's LCP under applied throttling against the naive SPA's. */
function comparisonRows(results: Results, variants: Variant[]): Rows {
  const rows: Rows = {}
  for (const [label, byVariant] of Object.entries(results)) {
    const naive = summaries(byVariant['naive']!)
    for (const variant of variants) {
      const page = byVariant[variant.key]!
      const own = summaries(page)
      const vsNaive = (of: (s: Summaries) => number) =>
        variant.key === 'naive' ? '' : `${(of(own) / of(naive)).toFixed(2)}×`
      rows[`${label} ${variant.name}`] = {
        'LCP applied': ms(own.devtools.metrics.LCP),
        'vs naive': vsNaive((s) => s.devtools.metrics.LCP),
        'LCP simulated': ms(own.simulate.metrics.LCP),
        'sim vs naive': vsNaive((s) => s.simulate.metrics.LCP),
        'CLS applied': own.devtools.metrics.CLS.toFixed(3),
        'perf applied': Math.round((own.devtools.scores['performance'] ?? 0) * 100),
        'perf simulated': Math.round((own.simulate.scores['performance'] ?? 0) * 100),
        'JS over wire': kB(own.bytes.JS),
        'h1 in first HTML': h1(page.heading),
      }
    }
  }
  return rows
}

/** Each build's bytes by type, and each throttling method's scores and metrics. */
function detailRows(results: Results, variants: Variant[]) {
  const bytes: Rows = {}
  const scores: Rows = {}
  const notes: string[] = []
  for (const [label, byVariant] of Object.entries(results)) {
    for (const variant of variants) {
      const page = byVariant[variant.key]!
      const own = summaries(page)
      bytes[`${label} ${variant.name}`] = {
        ...Object.fromEntries(byteTypes.map((type) => [type, kB(own.bytes[type])])),
        status: page.heading.status,
      }
      for (const throttling of ['simulate', 'devtools'] as const) {
        const summary = own[throttling]
        const { CLS, ...times } = summary.metrics
        const name = `${label} ${variant.name} ${throttling}`
        const score = (c: string) => {
          const value = summary.scores[c]
          return value === undefined ? undefined : Math.round(value * 100)
        }
        scores[name] = {
          ...Object.fromEntries(categories.map((c) => [c, score(c) ?? '-'])),
          ...Object.fromEntries(Object.entries(times).map(([m, v]) => [m, ms(v)])),
          CLS: CLS.toFixed(3),
          'host CPU': Math.round(summary.benchmarkIndex),
        }
        if (summary.failed.length) notes.push(`${name}: ${summary.failed.join(', ')}`)
      }
    }
  }
  return { bytes, scores, notes }
}

/** Prints every figure: the comparison, bytes by type, and each throttling method's medians. */
export function printReport(results: Results, variants: Variant[], runs: number) {
  console.log(`\nLCP against the naive SPA: Lighthouse 12 mobile, median of ${runs} runs`)
  console.log('(applied: devtools throttling; JS over wire: brotli bodies and headers)')
  printTable(comparisonRows(results, variants))
  const details = detailRows(results, variants)
  console.log(`\nBytes over the wire (brotli, headers included), median of ${runs * 2} loads`)
  printTable(details.bytes)
  for (const variant of variants) {
    const precache = precacheBytes(variant.dir)
    if (!precache) continue
    const { files, bytes } = precache
    console.log(
      `${variant.name}: service worker precache, ${files} files, ${kB(bytes)} brotli (worker included)`,
    )
  }
  console.log(`\nLighthouse 12 mobile, median of ${runs} runs per throttling method`)
  printTable(details.scores)
  console.log('(-: not audited; host CPU: Lighthouse benchmarkIndex, higher is faster)')
  if (details.notes.length)
    console.log(
      `\nAudits failing in accessibility, best-practices or seo:\n${details.notes.join('\n')}`,
    )
}
