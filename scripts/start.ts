import { networkExposure, printDemoInfo, startLocalApiServer } from '../local-api/server'
import { startStaticServer } from './static-server'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const apiPort = Number(process.env.LOCAL_API_PORT ?? 8787)

const exposure = networkExposure(host)
const api = await startLocalApiServer({
  port: apiPort,
  host: '127.0.0.1',
  extraHosts: exposure.extraHosts,
  // Another host of this build (a second site origin) that calls the API directly.
  siteOrigins: process.env.SITE_ORIGIN ? [process.env.SITE_ORIGIN] : [],
})
// The build is served as Cloudflare Pages serves it (routing, `_headers`), with `/api` proxied.
const site = await startStaticServer({ root: 'dist', port, host, apiProxy: api.url })
const origin = `http://localhost:${port}`

console.log(`\nSite (production build): ${origin}`)
console.log(`Local API stand-in:      ${api.url}/api/v1 (proxied at ${origin}/api/v1)`)
printDemoInfo(origin)
if (exposure.warning) console.warn(`\n${exposure.warning}`)

async function stop() {
  await Promise.allSettled([site.close(), api.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
