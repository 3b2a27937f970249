import { CONTROL_PREFIX, handleControl } from './control'
import type { Fault } from './faults'
import { applyFault, createFaultSwitch } from './faults'
import { methodNotAllowed, notFound, preflight } from './http'
import { API_ROUTES } from './routes'
import type { Account, LocalApiState, NewAccount, ResetToken, ResetTokenOptions } from './store'
import { createState, findAccount, putAccount, putResetToken, seedState } from './store'

export type { Fault } from './faults'
export { DroppedConnection, isDropped } from './http'

export interface RequestLogEntry {
  method: string
  pathname: string
  /** `new URL(request.url).search`, untouched. */
  search: string
  /** First value of each query parameter, as decoded by URLSearchParams. */
  query: Record<string, string>
  body: string
  authorization: string | null
}

export interface LocalApi {
  /** Resolves null when the path is not under `/api/`; rejects with DroppedConnection on a drop. */
  handle(request: Request): Promise<Response | null>
  readonly state: LocalApiState
  readonly requests: readonly RequestLogEntry[]
  readonly fault: Fault | null
  reset(): void
  clearRequests(): void
  setFault(fault: Fault | null): void
  addAccount(input: NewAccount): Account
  addResetToken(email: string, token: string, opts?: ResetTokenOptions): ResetToken
}

export function createLocalApi(): LocalApi {
  const state = createState()
  const requests: RequestLogEntry[] = []
  const faults = createFaultSwitch()

  async function handleApi(request: Request, url: URL): Promise<Response> {
    const bodyText = await request.text()
    const query: Record<string, string> = {}
    for (const [key, value] of url.searchParams) query[key] ??= value
    requests.push({
      method: request.method,
      pathname: url.pathname,
      search: url.search,
      query,
      body: bodyText,
      authorization: request.headers.get('authorization'),
    })
    // Preflights are never faulted: the browser would fail them before the real request.
    if (request.method === 'OPTIONS') return preflight()
    const fault = faults.take(url.pathname)
    const faulted = fault === null ? null : await applyFault(fault)
    if (faulted !== null) return faulted
    const route = API_ROUTES.find((candidate) => url.pathname.endsWith(candidate.path))
    if (route === undefined) return notFound()
    if (route.method !== request.method) return methodNotAllowed(route.method)
    return route.run({ state, request, url, bodyText })
  }

  const api: LocalApi = {
    async handle(request) {
      const url = new URL(request.url)
      if (!url.pathname.includes('/api/')) return null
      if (url.pathname.includes(CONTROL_PREFIX)) {
        if (request.method === 'OPTIONS') return preflight()
        return handleControl(api, request, await request.text())
      }
      return handleApi(request, url)
    },
    state,
    requests,
    get fault() {
      return faults.current
    },
    reset() {
      seedState(state)
      requests.length = 0
      faults.set(null)
    },
    clearRequests() {
      requests.length = 0
    },
    setFault: (fault) => faults.set(fault),
    addAccount: (input) => putAccount(state, input),
    addResetToken(email, token, opts) {
      if (findAccount(state, email) === undefined) {
        putAccount(state, { email, password: 'OldPass123!', first_name: 'Test', last_name: 'User' })
      }
      return putResetToken(state, email, token, opts)
    },
  }
  return api
}
