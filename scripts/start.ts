import { parseArgs } from 'node:util'
import { createBuilder } from 'vite'
import { demoInfo, framed, networkExposure, startLocalApiServer } from '../local-api/server'
import { startStaticServer } from './static-server'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const apiPort = Number(process.env.LOCAL_API_PORT ?? 8787)
const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } })

if (values.build) {
  const started = performance.now()
  console.log('Building the site into dist/ …')
  // Warnings and errors only: the file tables and the bundler's timing report are for `npm run build`.
  const builder = await createBuilder({
    logLevel: 'warn',
    build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  })
  await builder.buildApp()
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}

const exposure = networkExposure(host)
// In memory: every start begins with the demo account and its reset links as seeded.
const api = await startLocalApiServer({
  port: apiPort,
  host: '127.0.0.1',
  extraHosts: exposure.extraHosts,
  // Another host of this build (a second site origin) that calls the API directly.
  siteOrigins: process.env.SITE_ORIGIN ? [process.env.SITE_ORIGIN] : [],
})
// The build is served as Cloudflare Pages serves it (routing, `_headers`), with `/api` proxied.
const site = await startStaticServer({ root: 'dist', port, host, apiProxy: api.url })
// The bound port: PORT=0 picks a free one.
const origin = `http://localhost:${new URL(site.url).port}`

const block = [
  `ScamCheck website: ${origin}`,
  `  (the local API stand-in: ${api.url}/api/v1, proxied at /api/v1)`,
  '',
  ...demoInfo(origin),
  '',
  'Stop with Ctrl+C.',
]
console.log(`\n${framed(block)}`)
if (exposure.warning) console.warn(`\n${exposure.warning}`)

async function stop() {
  await Promise.allSettled([site.close(), api.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
