import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { startLocalApiServer } from '../local-api/server'
import type { Result } from 'lighthouse'
import type { Metric, Throttling } from './lighthouse-runner'
import {
  buildSite,
  categories,
  failedAudits,
  gatedPages,
  median,
  metric,
  metrics,
  notFoundPath,
  printTable,
  runMany,
  score,
  serveDist,
} from './lighthouse-runner'

// Prints figures for every page of the route table and the 404 page; never fails on a threshold.
const runs = Number(process.env.BENCH_RUNS ?? 3)
const benchUrls = [...(await gatedPages()).map((page) => page.url), notFoundPath]
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

/** The main heading the server's HTML holds before any script runs, if any. */
async function headingInHtml(url: string) {
  const response = await fetch(url)
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(await response.text())?.[1] ?? ''
  const h1 = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { status: response.status, h1, ok: h1 !== '' }
}

const summarize = (lhrs: Result[]) => ({
  scores: Object.fromEntries(categories.map((c) => [c, median(lhrs.map((l) => score(l, c)))])),
  metrics: Object.fromEntries(
    (Object.keys(metrics) as Metric[]).map((m) => [m, median(lhrs.map((l) => metric(l, m)))]),
  ) as Record<Metric, number>,
  benchmarkIndex: median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)),
  failed: [...new Set(lhrs.flatMap((l) => failedAudits(l, categories.slice(1)).map((a) => a.id)))],
})

/** What a first visit moves when the service worker precaches the site: brotli bodies. */
function precacheBytes(): { files: number; bytes: number } {
  const worker = readFileSync('dist/sw.js', 'utf8')
  const urls = [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]!)
  const files = ['sw.js', ...urls.map((url) => (url === '/' ? 'index.html' : url))]
  const bytes = files.reduce((sum, url) => {
    const file = existsSync(`dist/${url}`) ? `dist/${url}` : `dist/${url}.html`
    return sum + brotliCompressSync(readFileSync(file)).length
  }, 0)
  return { files: files.length, bytes }
}

buildSite({ always: true })
const api = await startLocalApiServer({ port: 0, host: '127.0.0.1' })
const host = await serveDist(api.url)
const results: Record<string, unknown> = {}
const bytesRows: Record<string, Record<string, string | number>> = {}
const scoreRows: Record<string, Record<string, string | number>> = {}
const notes: string[] = []
try {
  for (const path of benchUrls) {
    const url = `${host.url}${path}`
    const label = path.includes('?') ? `${path.split('?')[0]}?token=…` : path
    const heading = await headingInHtml(url)
    const all: Result[] = []
    for (const throttling of throttlings) {
      const lhrs = await runMany(url, runs, throttling)
      all.push(...lhrs)
      const summary = summarize(lhrs)
      const { CLS, ...times } = summary.metrics
      scoreRows[`${label} ${throttling}`] = {
        ...Object.fromEntries(categories.map((c) => [c, Math.round(summary.scores[c]! * 100)])),
        ...Object.fromEntries(Object.entries(times).map(([m, v]) => [m, `${Math.round(v)} ms`])),
        CLS: Number(CLS.toFixed(3)),
        'host CPU': Math.round(summary.benchmarkIndex),
      }
      if (summary.failed.length) notes.push(`${label} ${throttling}: ${summary.failed.join(', ')}`)
      results[`${label} ${throttling}`] = { ...summary, runs: lhrs.map(bytesOf) }
    }
    const perLoad = all.map(bytesOf)
    const bytes = Object.fromEntries(
      byteTypes.map((type) => [type, median(perLoad.map((load) => load[type]))]),
    )
    results[label] = { heading, bytes }
    bytesRows[label] = {
      ...Object.fromEntries(
        byteTypes.map((type) => [type, `${(bytes[type]! / 1024).toFixed(1)} kB`]),
      ),
      status: heading.status,
      'h1 in first HTML': heading.ok ? `yes: ${heading.h1}` : `NO (${heading.h1 || 'no <h1>'})`,
    }
  }
} finally {
  await Promise.allSettled([host.close(), api.close()])
}

console.log(`\nBytes over the wire (brotli, headers included), median of ${runs * 2} loads`)
printTable(bytesRows)
const precache = precacheBytes()
console.log(
  `Service worker precache: ${precache.files} files, ${(precache.bytes / 1024).toFixed(1)} kB brotli (worker included)`,
)
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
