/**
 * The provider's API answers the site, which may live on another origin: the local stand-in
 * answers its own origin (the address the browser asked, proxy included) and the origins it is
 * told, echoed one at a time. No other web page can call it or read an answer.
 */
export function siteOriginProblem(request: Request, siteOrigins: readonly string[]) {
  const origin = request.headers.get('origin')
  if (origin === null) return null
  const ownHost = request.headers.get('x-forwarded-host') ?? new URL(request.url).host
  let host: string | null = null
  try {
    host = new URL(origin).host
  } catch {
    // An opaque origin ('null') is no site.
  }
  if (host === ownHost || siteOrigins.includes(origin)) return null
  return json(403, { detail: 'The API answers the site only.' })
}

/** A body the site sends is JSON: a form or text/plain post from another page is refused. */
export function mediaTypeProblem(request: Request) {
  if (request.method !== 'POST') return null
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  return mediaType === 'application/json'
    ? null
    : json(415, { detail: 'The API takes application/json.' })
}

const BASE_HEADERS = { 'cache-control': 'no-store' }

/** CORS headers for the request's origin, once the origin has been accepted. */
export function withCors(response: Response, request: Request): Response {
  const origin = request.headers.get('origin')
  response.headers.append('vary', 'Origin')
  if (origin === null) return response
  response.headers.set('access-control-allow-origin', origin)
  response.headers.set('access-control-allow-headers', 'authorization, content-type')
  response.headers.set('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
  return response
}

/** Thrown by `handle()` when the connection must be destroyed without any response. */
export class DroppedConnection extends Error {
  constructor() {
    super('local-api: connection dropped by fault')
    this.name = 'DroppedConnection'
  }
}

export const isDropped = (error: unknown): error is DroppedConnection =>
  error instanceof DroppedConnection

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined }

export function json(
  status: number,
  body: JsonValue | object,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...BASE_HEADERS, 'content-type': 'application/json', ...headers },
  })
}

export function rawResponse(status: number, body: string, contentType?: string): Response {
  const nullBody = [204, 205, 304].includes(status) || body === ''
  const headers: Record<string, string> = { ...BASE_HEADERS }
  if (!nullBody) headers['content-type'] = contentType ?? guessContentType(body)
  return new Response(nullBody ? null : body, { status, headers })
}

function guessContentType(body: string): string {
  try {
    JSON.parse(body)
    return 'application/json'
  } catch {
    return 'text/plain; charset=utf-8'
  }
}

export const preflight = () =>
  new Response(null, { status: 204, headers: { ...BASE_HEADERS, 'access-control-max-age': '600' } })

export const notFound = () => json(404, { detail: 'Not Found' })

export const methodNotAllowed = (allow: string) =>
  json(405, { detail: 'Method Not Allowed' }, { allow: `${allow}, OPTIONS` })

export type ParsedBody = { ok: true; value: Record<string, unknown> | null } | { ok: false }

/** Empty text parses as `null`; a JSON value that is not an object also gives `null`. */
export function parseJsonBody(text: string): ParsedBody {
  if (text.trim() === '') return { ok: true, value: null }
  try {
    const value: unknown = JSON.parse(text)
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value)
    return { ok: true, value: isObject ? (value as Record<string, unknown>) : null }
  } catch {
    return { ok: false }
  }
}

export const invalidJson = () => json(400, { detail: 'Invalid JSON body.' })

export function stringField(body: Record<string, unknown> | null, key: string): string | null {
  const value = body?.[key]
  return typeof value === 'string' && value !== '' ? value : null
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
