import { startLocalApiServer } from '../local-api/server'
import { runMany, serveDist, metric } from './lighthouse-runner'
const api = await startLocalApiServer({ port: 0, host: '127.0.0.1' })
const host = await serveDist(api.url)
const path = process.argv[2] ?? '/reset-password?token=demo-reset-token-2025-0123456789&email=demo%40scamcheck.ph'
for (const t of ['simulate', 'devtools'] as const) {
  const lhrs = await runMany(host.url + path, 2, t)
  for (const lhr of lhrs) {
    const el = lhr.audits['largest-contentful-paint-element']?.details as any
    const node = el?.items?.[0]?.items?.[0]?.node
    const tasks = (lhr.audits['long-tasks']?.details as any)?.items?.slice(0, 5).map((i: any) => `${i.url?.split('/').pop()}:${Math.round(i.duration)}`)
    console.log(t, 'perf', lhr.categories.performance?.score, 'LCP', Math.round(metric(lhr, 'LCP')), 'TBT', Math.round(metric(lhr, 'TBT')), 'el', node?.snippet?.slice(0, 80), 'tasks', tasks)
  }
}
await host.close(); await api.close()
