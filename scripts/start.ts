import { printDemoInfo, startLocalApiServer } from '../local-api/server'
import { startStaticServer } from './static-server'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
const apiPort = Number(process.env.LOCAL_API_PORT ?? 8787)

// The build is served as Cloudflare Pages serves it (routing, `_headers`), with `/api` proxied.
const api = await startLocalApiServer({ port: apiPort, host: '127.0.0.1' })
const site = await startStaticServer({ root: 'dist', port, host, apiProxy: api.url })
const origin = `http://localhost:${port}`

console.log(`\nSite (production build): ${origin}`)
console.log(`Local API stand-in:      ${api.url}/api/v1 (proxied at ${origin}/api/v1)`)
printDemoInfo(origin)

async function stop() {
  await Promise.allSettled([site.close(), api.close()])
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
