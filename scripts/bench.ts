import { mkdirSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Flags } from 'lighthouse'
import { startLocalApiServer } from '../local-api/server'
import { defaultLocale, localeOfPath } from '../src/lib/locale'
import { benchRules, benchVerdictLatency } from './bench-check'
import type { Variant } from './bench-builds'
import { buildAfter, buildBefore, buildNaiveSpa } from './bench-builds'
import { figuresOf, headingInHtml, warmUp } from './bench-figures'
import type { PageResult, Results } from './bench-report'
import { printReport, summaries } from './bench-report'
import type { Throttling } from './lighthouse-runner'
import { gatedPages, metric, notFoundPath, runOnce, serveDist } from './lighthouse-runner'

// Prints figures, never fails on a threshold: the site as built now, the same source as a naive
// SPA and, with BENCH_BEFORE=<git ref>, a past commit, measured in turns on the same machine.
const started = Date.now()
const runs = Number(process.env.BENCH_RUNS ?? 3)
const throttlings: Throttling[] = ['simulate', 'devtools']
const outFile = resolve('node_modules/.bench/bench-results.json')
const pathOf = (url: string) => url.split('?')[0]!

/** BENCH_ROUTES=/,/privacy picks pages by path, `all` adds the other language and the 404 page. */
async function benchUrls(): Promise<string[]> {
  const all = [...(await gatedPages()).map((page) => page.url), notFoundPath]
  const wanted = process.env.BENCH_ROUTES?.trim()
  if (wanted === 'all') return all
  if (!wanted)
    return all.filter((url) => url !== notFoundPath && localeOfPath(pathOf(url)) === defaultLocale)
  const paths = wanted.split(',').map((path) => path.trim())
  const unknown = paths.filter((path) => !all.some((url) => pathOf(url) === path))
  if (unknown.length)
    throw new Error(`BENCH_ROUTES: no page ${unknown}; pages: ${all.map(pathOf).join(',')}`)
  return all.filter((url) => paths.includes(pathOf(url)))
}

// The baseline's other categories mean nothing: its runs audit performance alone.
const flagsFor = (variant: Variant): Flags => ({
  disableFullPageScreenshot: true,
  ...(variant.key === 'naive' && { onlyCategories: ['performance'] }),
})

const before = process.env.BENCH_BEFORE?.trim()
const pastBuild = before ? [buildBefore(before)] : []
const after = buildAfter()
const variants = [after, buildNaiveSpa(after.dir), ...pastBuild]
const urls = await benchUrls()
const api = await startLocalApiServer({ port: 0, host: '127.0.0.1' })
const hosts: Awaited<ReturnType<typeof serveDist>>[] = []
const results: Results = {}
try {
  for (const { dir, spaFallback } of variants) {
    const host = await serveDist(api.url, { from: dir, spaFallback, allPages: dir === after.dir })
    hosts.push(host)
    await warmUp(host.url, host.root)
  }
  console.log(`Measuring ${urls.length} pages in ${variants.length} builds, ${runs} runs each…`)
  for (const url of urls) {
    const label = url.includes('?') ? `${pathOf(url)}?token=…` : url
    const pages = await Promise.all(
      variants.map(async (variant, i) => {
        const heading = await headingInHtml(`${hosts[i]!.url}${url}`)
        const page: PageResult = { heading, runs: { simulate: [], devtools: [] } }
        return [variant.key, page] as const
      }),
    )
    const byVariant = (results[label] = Object.fromEntries(pages))
    for (let run = 0; run < runs; run += 1) {
      for (const throttling of throttlings) {
        const begun = Date.now()
        const lcp: string[] = []
        // Each run starts with another build, so that none is always measured first.
        for (let turn = 0; turn < variants.length; turn += 1) {
          const at = (run + turn) % variants.length
          const variant = variants[at]!
          const lhr = await runOnce(`${hosts[at]!.url}${url}`, throttling, flagsFor(variant))
          byVariant[variant.key]!.runs[throttling].push(figuresOf(lhr))
          lcp.push(`${variant.name} ${Math.round(metric(lhr, 'LCP'))} ms`)
        }
        const seconds = Math.round((Date.now() - begun) / 1000)
        console.log(
          `  ${label} ${throttling} run ${run + 1}/${runs}: LCP ${lcp.join(', ')} (${seconds} s)`,
        )
      }
    }
  }
  benchRules()
  await benchVerdictLatency(hosts[0]!.url)
} finally {
  await Promise.allSettled([...hosts.map((host) => host.close()), api.close()])
}

printReport(results, variants, runs)
const minutes = (Date.now() - started) / 60_000
console.log(`\nBench took ${minutes.toFixed(1)} min (builds included)`)
const summary = Object.fromEntries(
  Object.entries(results).map(([label, byVariant]) => [
    label,
    Object.fromEntries(
      Object.entries(byVariant).map(([key, page]) => [key, { ...page, ...summaries(page) }]),
    ),
  ]),
)
mkdirSync(resolve(outFile, '..'), { recursive: true })
writeFileSync(
  outFile,
  JSON.stringify({ date: new Date(), runs, minutes, variants, results: summary }, null, 2),
)
console.log(`Raw figures: ${outFile}`)
