import type { IncomingMessage, ServerResponse } from 'node:http'

// Hop-by-hop headers, and those fetch has changed: it decodes the body and merges Set-Cookie.
const requestSkip = ['host', 'connection', 'content-length']
const responseSkip = [
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'set-cookie',
]

/** Forwards one request to `origin` (method, headers, body) and relays its answer, buffered. */
export async function proxy(origin: string, req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || requestSkip.includes(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  // fetch sends the target's own Host: the API checks the one the browser sent here too.
  if (req.headers.host) headers.set('x-forwarded-host', req.headers.host)
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const method = req.method ?? 'GET'
  const hasBody = !['GET', 'HEAD'].includes(method) && chunks.length > 0
  const response = await fetch(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : null,
    redirect: 'manual',
  })
  const payload = Buffer.from(await response.arrayBuffer())
  for (const [name, value] of response.headers)
    if (!responseSkip.includes(name)) res.setHeader(name, value)
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies)
  res.writeHead(response.status, { 'Content-Length': payload.length })
  res.end(method === 'HEAD' ? undefined : payload)
}
