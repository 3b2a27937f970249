/** The provider's API may live on another origin than the site: its routes allow any origin. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
}

const BASE_HEADERS = { 'cache-control': 'no-store' }

export function withCors(response: Response): Response {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value)
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
  new Response(null, {
    status: 204,
    headers: { ...BASE_HEADERS, ...CORS_HEADERS, 'access-control-max-age': '600' },
  })

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
