import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { pathToFileURL } from 'node:url'
import type { LocalApi } from './api'
import { createLocalApi } from './api'
import { isDropped, notFound } from './http'
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_RESET_TOKEN, EXPIRED_RESET_TOKEN } from './store'

export interface LocalApiServerOptions {
  port?: number
  host?: string
  api?: LocalApi
  /** Host names accepted besides localhost, 127.0.0.1 and [::1] (e.g. this machine's LAN address). */
  extraHosts?: readonly string[]
  /** Origins of a site served elsewhere that may call the API (see `createLocalApi`). */
  siteOrigins?: readonly string[]
}

const MAX_BODY_BYTES = 1024 * 1024
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

/** The Host header's name, any port: a page on a rebound DNS name carries its own name here. */
function isAllowedHost(hostHeader: string | undefined, extraHosts: readonly string[] = []) {
  if (!hostHeader) return false
  try {
    const { hostname } = new URL(`http://${hostHeader}`)
    return [...LOOPBACK_HOSTS, ...extraHosts].includes(hostname.toLowerCase())
  } catch {
    return false
  }
}

class BodyTooLarge extends Error {}

/**
 * The site served on `host` reaches this API through its proxy, Host header and all. Served to
 * the network, the machine's own addresses are accepted too (an IP address cannot be rebound),
 * and the developer is told that the control routes are reachable.
 */
export function networkExposure(host: string) {
  if (['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
    return { extraHosts: [], warning: null }
  }
  const addresses = Object.values(networkInterfaces())
    .flat()
    .map((entry) => (entry?.family === 'IPv6' ? `[${entry.address}]` : entry?.address))
    .filter((address): address is string => Boolean(address))
  return {
    extraHosts: host === '0.0.0.0' || host === '::' ? addresses : [...addresses, host],
    warning:
      `Warning: HOST=${host} serves the site to the network, and with it the local API's control ` +
      `routes (/api/__local/*: request log, faults, reset). Anyone who can reach this machine can ` +
      `use them. Use HOST=127.0.0.1 unless another device needs the site.`,
  }
}

export interface LocalApiServer {
  url: string
  port: number
  api: LocalApi
  close(): Promise<void>
}

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers()
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    headers.append(req.rawHeaders[i] ?? '', req.rawHeaders[i + 1] ?? '')
  }
  const method = req.method ?? 'GET'
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(chunk as Buffer)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0
  // req.url is the raw request target; used as-is so the query stays byte-exact.
  const target = req.url ?? '/'
  return new Request(target.startsWith('/') ? `${origin}${target}` : target, {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : null,
  })
}

async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, Object.fromEntries(response.headers))
  res.end(body)
}

export async function startLocalApiServer(
  options: LocalApiServerOptions = {},
): Promise<LocalApiServer> {
  const api = options.api ?? createLocalApi({ siteOrigins: options.siteOrigins })
  const host = options.host ?? '127.0.0.1'
  const extraHosts = (options.extraHosts ?? []).map((name) => name.toLowerCase())
  const server = createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-host']
    const forwardedHost = Array.isArray(forwarded) ? forwarded.join(',') : forwarded
    if (
      !isAllowedHost(req.headers.host, extraHosts) ||
      (forwardedHost !== undefined && !isAllowedHost(forwardedHost, extraHosts))
    ) {
      res.writeHead(403, { 'content-type': 'application/json', connection: 'close' })
      return res.end(JSON.stringify({ detail: 'Unknown Host.' }))
    }
    toFetchRequest(req, `http://${req.headers.host}`)
      .then(async (request) => sendResponse(res, (await api.handle(request)) ?? notFound()))
      .catch((error: unknown) => {
        if (isDropped(error)) return req.socket.destroy()
        if (error instanceof BodyTooLarge) {
          res.writeHead(413, { 'content-type': 'application/json', connection: 'close' })
          return res.end(JSON.stringify({ detail: 'Request bodies are limited to 1 MiB.' }))
        }
        console.error('local-api: request failed', error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ detail: 'Internal Server Error' }))
      })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    api,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

/** The lines a developer needs to try both account flows, and to bring the demo data back. */
export function demoInfo(siteOrigin: string, apiOrigin: string = siteOrigin): string[] {
  const email = encodeURIComponent(DEMO_EMAIL)
  const resetLink = `${siteOrigin}/reset-password?token=`
  return [
    `Delete Account: ${siteOrigin}/delete-account`,
    `  demo account: ${DEMO_EMAIL}   password: ${DEMO_PASSWORD}`,
    'Reset Password, a working link:',
    `  ${resetLink}${DEMO_RESET_TOKEN}&email=${email}`,
    'and an expired one:',
    `  ${resetLink}${EXPIRED_RESET_TOKEN}&email=${email}`,
    '',
    'Demo data is fresh at each start. After a deletion or a reset, this brings it back',
    'without a restart (and clears fault switches and the request log):',
    `  curl -X POST ${apiOrigin}/api/__local/reset -H 'content-type: application/json'`,
    'Fault switches: README.md, "Fault switches of the local API".',
  ]
}

/**
 * Lines in a frame, so the block stands out from what came before it. Open on the right: a long
 * link wraps in a narrow terminal without breaking the frame, and copies as one line.
 */
export function framed(lines: readonly string[]): string {
  const rule = '─'.repeat(Math.min(78, Math.max(...lines.map((line) => line.length)) + 1))
  return [`┌${rule}`, ...lines.map((line) => `│ ${line}`.trimEnd()), `└${rule}`].join('\n')
}

const entry = process.argv[1]
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  const siteOrigin = process.env.SITE_ORIGIN
  const server = await startLocalApiServer({
    port: Number(process.env.LOCAL_API_PORT ?? 8787),
    siteOrigins: siteOrigin ? [siteOrigin] : [],
  })
  const lines = [
    `Local API: ${server.url}/api/v1`,
    '',
    ...demoInfo(siteOrigin ?? 'http://localhost:4173', server.url),
  ]
  console.log(framed(lines))
  const stop = () => void server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
