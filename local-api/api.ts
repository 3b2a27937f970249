import { CONTROL_PREFIX, handleControl } from './control'
import type { Fault } from './faults'
import { applyFault, createFaultSwitch } from './faults'
import {
  mediaTypeProblem,
  methodNotAllowed,
  notFound,
  preflight,
  siteOriginProblem,
  withCors,
} from './http'
import type { RequestLogEntry } from './request-log'
import { createRequestLog } from './request-log'
import { API_ROUTES } from './routes'
import type { Account, LocalApiState, NewAccount, ResetToken, ResetTokenOptions } from './store'
import { createState, findAccount, putAccount, putResetToken, seedState } from './store'

export type { Fault } from './faults'
export { DroppedConnection, isDropped } from './http'

export type { RequestLogEntry } from './request-log'
export { tokenFingerprint } from './request-log'

export interface LocalApi {
  /** Resolves null when the path is not under `/api/`; rejects with DroppedConnection on a drop. */
  handle(request: Request): Promise<Response | null>
  readonly state: LocalApiState
  /** The newest requests, secrets fingerprinted (see request-log.ts). */
  readonly requests: readonly RequestLogEntry[]
  /** How a password appears in `requests`. */
  passwordFingerprint(password: string): string
  readonly fault: Fault | null
  reset(): void
  clearRequests(): void
  setFault(fault: Fault | null): void
  addAccount(input: NewAccount): Account
  addResetToken(email: string, token: string, opts?: ResetTokenOptions): ResetToken
}

export interface LocalApiOptions {
  /** Origins of a site served elsewhere that may call the API, besides its own origin. */
  siteOrigins?: readonly string[]
}

export function createLocalApi({ siteOrigins = [] }: LocalApiOptions = {}): LocalApi {
  const state = createState()
  const log = createRequestLog()
  const faults = createFaultSwitch()

  async function handleApi(request: Request, url: URL): Promise<Response> {
    const bodyText = await request.text()
    log.record(request, url, bodyText)
    // Preflights are never faulted: the browser would fail them before the real request.
    if (request.method === 'OPTIONS') return preflight()
    const refused = mediaTypeProblem(request)
    if (refused !== null) return refused
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
        return handleControl(api, request, await request.text())
      }
      const foreign = siteOriginProblem(request, siteOrigins)
      if (foreign !== null) return foreign
      return withCors(await handleApi(request, url), request)
    },
    state,
    requests: log.entries,
    passwordFingerprint: log.passwordFingerprint,
    get fault() {
      return faults.current
    },
    reset() {
      seedState(state)
      log.clear()
      faults.set(null)
    },
    clearRequests: log.clear,
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
