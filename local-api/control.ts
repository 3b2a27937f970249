import type { LocalApi } from './api'
import { faultProblem } from './faults'
import type { JsonValue } from './http'
import { invalidJson, json, methodNotAllowed, notFound, parseJsonBody, stringField } from './http'

export const CONTROL_PREFIX = '/api/__local/'

type ControlApi = Pick<LocalApi, 'reset' | 'requests' | 'addResetToken' | 'setFault'>

interface ControlRoute {
  path: string
  method: 'GET' | 'POST'
  run(api: ControlApi, bodyText: string): Response
}

const CONTROL_ROUTES: readonly ControlRoute[] = [
  {
    path: 'reset',
    method: 'POST',
    run(api) {
      api.reset()
      return json(200, { ok: true })
    },
  },
  {
    path: 'requests',
    method: 'GET',
    run: (api) =>
      json(
        200,
        api.requests.map((entry) => ({ ...entry })),
      ),
  },
  {
    path: 'reset-tokens',
    method: 'POST',
    run(api, bodyText) {
      const parsed = parseJsonBody(bodyText)
      if (!parsed.ok) return invalidJson()
      const email = stringField(parsed.value, 'email')
      const token = stringField(parsed.value, 'token')
      if (email === null || token === null) {
        return json(400, { detail: 'email and token are required strings.' })
      }
      const entry = api.addResetToken(email, token, { expired: parsed.value?.expired === true })
      return json(201, { ...entry, expiresAt: new Date(entry.expiresAt).toISOString() })
    },
  },
  {
    path: 'fault',
    method: 'POST',
    run(api, bodyText) {
      let fault: unknown = null
      try {
        if (bodyText.trim() !== '') fault = JSON.parse(bodyText)
      } catch {
        return invalidJson()
      }
      const problem = fault === null ? null : faultProblem(fault)
      if (problem !== null) return json(400, { detail: `Invalid fault: ${problem}.` })
      api.setFault(fault as Parameters<ControlApi['setFault']>[0])
      return json(200, { fault: fault as JsonValue })
    },
  },
]

/**
 * Control routes are for this machine's own pages and tools: no CORS headers, no request from
 * another origin, and POSTs in JSON only (a foreign page cannot send that without a preflight).
 */
function foreignRequestProblem(request: Request, url: URL): Response | null {
  if (request.method === 'OPTIONS') return methodNotAllowed('GET, POST')
  const origin = request.headers.get('origin')
  const fetchSite = request.headers.get('sec-fetch-site')
  const sameOrigin = origin === null || origin === url.origin
  if (!sameOrigin || (fetchSite !== null && !['same-origin', 'none'].includes(fetchSite))) {
    return json(403, { detail: 'Control routes answer same-origin requests only.' })
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (request.method === 'POST' && mediaType !== 'application/json') {
    return json(415, { detail: 'Control routes take application/json.' })
  }
  return null
}

/** Control routes (`/api/__local/*`) are never faulted and never logged. */
export function handleControl(api: ControlApi, request: Request, bodyText: string): Response {
  const url = new URL(request.url)
  const problem = foreignRequestProblem(request, url)
  if (problem !== null) return problem
  const pathname = url.pathname
  const name = pathname.slice(pathname.lastIndexOf(CONTROL_PREFIX) + CONTROL_PREFIX.length)
  const route = CONTROL_ROUTES.find((candidate) => candidate.path === name)
  if (route === undefined) return notFound()
  if (route.method !== request.method) return methodNotAllowed(route.method)
  return route.run(api, bodyText)
}
