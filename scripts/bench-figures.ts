import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { Result } from 'lighthouse'
import type { Metric } from './lighthouse-runner'
import { categories, failedAudits, median, metric, metrics, score } from './lighthouse-runner'

const metricNames = Object.keys(metrics) as Metric[]
export const byteTypes = ['HTML', 'JS', 'CSS', 'image', 'font', 'other', 'total'] as const
export type Bytes = Record<(typeof byteTypes)[number], number>

function typeOf(mimeType: string): keyof Bytes {
  if (mimeType.includes('html')) return 'HTML'
  if (mimeType.includes('javascript')) return 'JS'
  if (mimeType === 'text/css') return 'CSS'
  if (mimeType.startsWith('image/')) return 'image'
  if (mimeType.startsWith('font/') || mimeType.includes('woff')) return 'font'
  return 'other'
}

/** Bytes over the wire (encoded body + headers) of what the page loaded, by type. */
export function bytesOf(lhr: Result): Bytes {
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

/** The median of each byte type over several loads. */
export const medianBytes = (loads: Bytes[]) =>
  Object.fromEntries(
    byteTypes.map((type) => [type, median(loads.map((load) => load[type]))]),
  ) as Bytes

/** The main heading the server's HTML holds before any script runs, if any. */
export async function headingInHtml(url: string) {
  const response = await fetch(url)
  const inner = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(await response.text())?.[1] ?? ''
  const h1 = inner
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { status: response.status, h1, ok: h1 !== '' }
}

const metricsBy = (value: (name: Metric) => number) =>
  Object.fromEntries(metricNames.map((name) => [name, value(name)])) as Record<Metric, number>

/** What the bench keeps of one Lighthouse run; the categories it did not audit are left out. */
export function figuresOf(lhr: Result) {
  const audited = categories.filter((category) => lhr.categories[category])
  const others = audited.filter((category) => category !== 'performance')
  return {
    scores: Object.fromEntries(audited.map((category) => [category, score(lhr, category)])),
    metrics: metricsBy((name) => metric(lhr, name)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failed: failedAudits(lhr, others).map((audit) => audit.id),
    bytes: bytesOf(lhr),
  }
}
export type Figures = ReturnType<typeof figuresOf>

/** Medians of several runs, and every audit that failed in any of them. */
export function summarize(runs: Figures[]) {
  const audited = categories.filter((category) => runs.every((run) => category in run.scores))
  const scoreOf = (category: string) => median(runs.map((run) => run.scores[category]!))
  return {
    scores: Object.fromEntries(audited.map((category) => [category, scoreOf(category)])),
    metrics: metricsBy((name) => median(runs.map((run) => run.metrics[name]))),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failed: [...new Set(runs.flatMap((run) => run.failed))],
    bytes: medianBytes(runs.map((run) => run.bytes)),
  }
}
export type Summary = ReturnType<typeof summarize>

/** What a first visit moves when the service worker precaches the site: brotli bodies. */
export function precacheBytes(dir: string): { files: number; bytes: number } | null {
  if (!existsSync(join(dir, 'sw.js'))) return null
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8')
  const urls = // The worker's precache list, as injectManifest writes it (JSON) or generateSW did.
    [...worker.matchAll(/"url":"([^"]+)"|\{url:"([^"]+)",revision:/g)].map(
      (match) => (match[1] ?? match[2])!,
    )
  const files = ['sw.js', ...urls.map((url) => (url === '/' ? 'index.html' : url))]
  const bytes = files.reduce((sum, url) => {
    const file = existsSync(join(dir, url)) ? join(dir, url) : join(dir, `${url}.html`)
    return sum + brotliCompressSync(readFileSync(file)).length
  }, 0)
  return { files: files.length, bytes }
}

/**
 * Asks the server once for every file of its build, brotli accepted, so that no measured load
 * waits for the server to compress a file for the first time.
 */
export async function warmUp(url: string, root: string) {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !file.startsWith('_') && statSync(join(root, file)).isFile(),
  )
  for (const file of files) {
    // Pages at their clean URLs: `/privacy.html` is only a redirect.
    const path = `/${file.replace(/\\/g, '/')}`.replace(/(\/index)?\.html$/, '') || '/'
    const response = await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br' } })
    await response.arrayBuffer()
  }
}
