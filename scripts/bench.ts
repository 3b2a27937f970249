import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Result } from 'lighthouse'
import type { Metric, Throttling } from './lighthouse-runner'
import {
  buildSite,
  categories,
  failedAudits,
  median,
  metric,
  metrics,
  notFoundPath,
  printTable,
  runMany,
  score,
  serveDist,
} from './lighthouse-runner'

// Prints figures for the static pages; never fails on a threshold.
const runs = Number(process.env.BENCH_RUNS ?? 3)
const headings: Record<string, string> = {
  '/': 'Is this a scam?',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  [notFoundPath]: 'Page Not Found',
}
const throttlings: Throttling[] = ['simulate', 'devtools']
const byteTypes = ['HTML', 'JS', 'CSS', 'image', 'font', 'other', 'total'] as const
type Bytes = Record<(typeof byteTypes)[number], number>
const outFile = resolve('node_modules/.bench/bench-results.json')

function typeOf(mimeType: string): keyof Bytes {
  if (mimeType.includes('html')) return 'HTML'
  if (mimeType.includes('javascript')) return 'JS'
  if (mimeType === 'text/css') return 'CSS'
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('font/') || mimeType.includes('woff')) return 'font'
  return 'other'
}

/** Bytes over the wire (encoded body + headers) of what the page loaded, by type. */
function bytesOf(lhr: Result): Bytes {
  const bytes = Object.fromEntries(byteTypes.map((type) => [type, 0])) as Bytes
  const details = lhr.audits['network-requests']?.details
  for (const item of details?.type === 'table' ? details.items : []) {
    // The page's own loads only: not the service worker script nor its precaching.
    if (item.sessionTargetType !== 'page' || String(item.url).endsWith('/sw.js')) continue
    const size = Number(item.transferSize ?? 0)
    bytes[typeOf(String(item.mimeType ?? ''))] += size
    bytes.total += size
  }
  return bytes
}

/** Whether the server's HTML, before any script runs, holds the page's main heading. */
async function headingInHtml(url: string, expected: string) {
  const response = await fetch(url)
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(await response.text())?.[1] ?? ''
  const h1 = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { status: response.status, h1, ok: h1.includes(expected) }
}

const summarize = (lhrs: Result[]) => ({
  scores: Object.fromEntries(categories.map((c) => [c, median(lhrs.map((l) => score(l, c)))])),
  metrics: Object.fromEntries(
    (Object.keys(metrics) as Metric[]).map((m) => [m, median(lhrs.map((l) => metric(l, m)))]),
  ) as Record<Metric, number>,
  benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
  failed: [...new Set(lhrs.flatMap((l) => failedAudits(l, categories.slice(1)).map((a) => a.id)))],
})

buildSite({ always: true })
const host = await serveDist()
const results: Record<string, unknown> = {}
const bytesRows: Record<string, Record<string, string | number>> = {}
const scoreRows: Record<string, Record<string, string | number>> = {}
const notes: string[] = []
try {
  for (const [path, expected] of Object.entries(headings)) {
    const url = `${host.url}${path}`
    const heading = await headingInHtml(url, expected)
    const all: Result[] = []
    for (const throttling of throttlings) {
      const lhrs = await runMany(url, runs, throttling)
      all.push(...lhrs)
      const summary = summarize(lhrs)
      const { CLS, ...times } = summary.metrics
      scoreRows[`${path} ${throttling}`] = {
        ...Object.fromEntries(categories.map((c) => [c, Math.round(summary.scores[c]! * 100)])),
        ...Object.fromEntries(Object.entries(times).map(([m, v]) => [m, `${Math.round(v)} ms`])),
        CLS: Number(CLS.toFixed(3)),
        'host CPU': Math.round(summary.benchmarkIndex),
      }
      if (summary.failed.length) notes.push(`${path} ${throttling}: ${summary.failed.join(', ')}`)
      results[`${path} ${throttling}`] = { ...summary, runs: lhrs.map(bytesOf) }
    }
    const perLoad = all.map(bytesOf)
    const bytes = Object.fromEntries(
      byteTypes.map((type) => [type, median(perLoad.map((load) => load[type]))]),
    )
    results[path] = { heading, bytes }
    bytesRows[path] = {
      ...Object.fromEntries(
        byteTypes.map((type) => [type, `${(bytes[type]! / 1024).toFixed(1)} kB`]),
      ),
      status: heading.status,
      'h1 in first HTML': heading.ok ? `yes: ${heading.h1}` : `NO (${heading.h1 || 'no <h1>'})`,
    }
  }
} finally {
  await host.close()
}

console.log(`\nBytes over the wire (brotli, headers included), median of ${runs * 2} loads`)
printTable(bytesRows)
console.log(`\nLighthouse 12 mobile, median of ${runs} runs per throttling method`)
printTable(scoreRows)
console.log(
  '(host CPU: Lighthouse benchmarkIndex of this machine during the runs, higher is faster)',
)
if (notes.length)
  console.log(`\nAudits failing in accessibility, best-practices or seo:\n${notes.join('\n')}`)
mkdirSync(resolve(outFile, '..'), { recursive: true })
writeFileSync(outFile, JSON.stringify({ date: new Date(), runs, results }, null, 2))
console.log(`\nRaw figures: ${outFile}`)
