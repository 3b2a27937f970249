import redaxios from 'redaxios'
import { site } from '@/config/site'
import { takeEarlyResponse } from './early-responses'

export const API_TIMEOUT_MS = 10_000

/** What a non-2xx answer rejects with: redaxios rejects with the response itself. */
export type ApiErrorResponse = { status: number; data: unknown }

// redaxios has no timeout or abort option: its fetch gives up after 10 s, never touches the HTTP
// cache (answers carry personal data) and sends no Referer (the reset page's URL held a token).
// A GET the page's HTML already began, with these same options, is taken rather than sent again.
const fetchWithTimeout: typeof fetch = (input, init) =>
  (init?.method === 'GET' && typeof input === 'string' && takeEarlyResponse(input)) ||
  fetch(input, {
    ...init,
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })

const http = redaxios.create({
  baseURL: site.apiBaseUrl,
  headers: { 'Content-Type': 'application/json' },
  fetch: fetchWithTimeout,
})

type ApiRequest = {
  method: 'get' | 'post' | 'delete'
  url: string
  data?: unknown
  params?: Record<string, string>
  /** The bearer token of an authenticated call; no other call sends one. */
  token?: string | null
}

/** Every call to the provider's API goes through here: bearer header, timeout, 401/500 logging. */
export async function apiRequest<T>({ method, url, data, params, token }: ApiRequest): Promise<T> {
  try {
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
    const config = { params, headers }
    const response =
      method === 'post' ? await http.post<T>(url, data, config) : await http[method]<T>(url, config)
    return response.data
  } catch (error) {
    if (isApiErrorResponse(error) && (error.status === 401 || error.status === 500)) {
      console.error(`API ${method.toUpperCase()} ${url} answered ${error.status}`)
    }
    throw error
  }
}

export function isApiErrorResponse(error: unknown): error is ApiErrorResponse {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    (error as { status: number }).status > 0
  )
}

/** No answer at all: the connection failed, was refused or dropped, or the timeout fired. */
export function isNoResponseError(error: unknown): boolean {
  if (error instanceof TypeError) return true
  return (
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
  )
}

/** Retries once when the first attempt got no answer or a 5xx. */
export async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    const transient = isNoResponseError(error) || (isApiErrorResponse(error) && error.status >= 500)
    if (!transient) throw error
    return attempt()
  }
}

/** The `field` of a JSON error body when it is a non-empty string. */
export function messageField(data: unknown, field: 'message' | 'detail'): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const value = (data as Record<string, unknown>)[field]
  return typeof value === 'string' && value.trim() ? value : undefined
}
