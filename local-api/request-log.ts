import { createHash, createHmac, randomBytes } from 'node:crypto'

/**
 * The local API's request log, readable at GET /api/__local/requests. It never holds a secret:
 *
 * - Tokens (bearer and reset tokens) are random values issued by a server, so a short SHA-256
 *   fingerprint reveals nothing usable, and any process (the Chromium tests too) can compute it
 *   with `tokenFingerprint` to check that a token arrived byte-exact.
 * - Passwords are chosen by people and an unkeyed hash of one can be guessed offline, so they get
 *   an HMAC with a key that lives in this process only: `log.passwordFingerprint` compares them.
 */
export interface RequestLogEntry {
  method: string
  pathname: string
  /** `new URL(request.url).search` as received, with the value of `token` fingerprinted. */
  search: string
  /** First value of each query parameter, as decoded by URLSearchParams; `token` fingerprinted. */
  query: Record<string, string>
  /** A JSON body with its secret fields fingerprinted; any other body only by its size. */
  body: string
  /** `Bearer <fingerprint>`, or null. */
  authorization: string | null
}

const REQUEST_LOG_LIMIT = 200

const TOKEN_FIELDS = new Set(['token', 'access_token'])
const PASSWORD_FIELDS = new Set(['password', 'new_password', 'confirm_password'])

export const tokenFingerprint = (token: string) =>
  `sha256:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`

interface RequestLog {
  readonly entries: readonly RequestLogEntry[]
  record(request: Request, url: URL, bodyText: string): void
  clear(): void
  passwordFingerprint(password: string): string
}

export function createRequestLog(limit = REQUEST_LOG_LIMIT): RequestLog {
  const key = randomBytes(32)
  const entries: RequestLogEntry[] = []
  const passwordFingerprint = (password: string) =>
    `hmac:${createHmac('sha256', key).update(password).digest('hex').slice(0, 16)}`

  function redactValue(field: string, value: unknown): unknown {
    if (typeof value !== 'string') return value
    if (TOKEN_FIELDS.has(field)) return tokenFingerprint(value)
    if (PASSWORD_FIELDS.has(field)) return passwordFingerprint(value)
    return value
  }

  function redactBody(bodyText: string): string {
    if (bodyText === '') return ''
    try {
      const value: unknown = JSON.parse(bodyText)
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return bodyText
      const entries = Object.entries(value).map(([field, v]) => [field, redactValue(field, v)])
      return JSON.stringify(Object.fromEntries(entries))
    } catch {
      return `[${Buffer.byteLength(bodyText)} bytes, not JSON]`
    }
  }

  function redactSearch(search: string): string {
    return search.replace(/([?&]token=)([^&]*)/g, (_match, name: string, raw: string) => {
      let value = raw
      try {
        value = new URLSearchParams(`t=${raw}`).get('t') ?? raw
      } catch {
        // kept raw
      }
      return `${name}${tokenFingerprint(value)}`
    })
  }

  function redactAuthorization(header: string | null): string | null {
    if (header === null) return null
    const match = /^(\S+)\s+(.*)$/.exec(header)
    return match ? `${match[1]} ${tokenFingerprint(match[2] ?? '')}` : tokenFingerprint(header)
  }

  return {
    entries,
    record(request, url, bodyText) {
      const query: Record<string, string> = {}
      for (const [name, value] of url.searchParams) {
        query[name] ??= redactValue(name, value) as string
      }
      entries.push({
        method: request.method,
        pathname: url.pathname,
        search: redactSearch(url.search),
        query,
        body: redactBody(bodyText),
        authorization: redactAuthorization(request.headers.get('authorization')),
      })
      if (entries.length > limit) entries.splice(0, entries.length - limit)
    },
    clear() {
      entries.length = 0
    },
    passwordFingerprint,
  }
}
