import { DroppedConnection, rawResponse, sleep } from './http'

export interface Fault {
  /** API path suffix such as "/auth/login"; omitted = every API route. */
  path?: string
  /** How many requests it applies to; omitted = until cleared. */
  times?: number
  status?: number
  /** Raw text sent as-is; with a status and no body the response body is empty. */
  body?: string
  contentType?: string
  delayMs?: number
  kind?: 'drop'
}

const FAULT_KEYS = ['path', 'times', 'status', 'body', 'contentType', 'delayMs', 'kind']

/** Returns an error message, or null when the value is a usable Fault. */
export function faultProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'fault must be an object or null'
  }
  const f = value as Record<string, unknown>
  const unknownKey = Object.keys(f).find((key) => !FAULT_KEYS.includes(key))
  if (unknownKey !== undefined) return `unknown field "${unknownKey}"`
  const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)
  if (f.path !== undefined && typeof f.path !== 'string') return 'path must be a string'
  if (f.times !== undefined && !(isInt(f.times) && f.times > 0)) return 'times must be >= 1'
  if (f.status !== undefined && !(isInt(f.status) && f.status >= 200 && f.status <= 599)) {
    return 'status must be an integer from 200 to 599'
  }
  if (f.body !== undefined && typeof f.body !== 'string') return 'body must be a string'
  if (f.contentType !== undefined && typeof f.contentType !== 'string') {
    return 'contentType must be a string'
  }
  if (f.delayMs !== undefined && !(typeof f.delayMs === 'number' && f.delayMs >= 0)) {
    return 'delayMs must be a number >= 0'
  }
  if (f.kind !== undefined && f.kind !== 'drop') return 'kind must be "drop"'
  return null
}

export interface FaultSwitch {
  readonly current: Fault | null
  set(fault: Fault | null): void
  /** Takes the fault for this request (counting down `times`), or null. */
  take(pathname: string): Fault | null
}

export function createFaultSwitch(): FaultSwitch {
  let fault: Fault | null = null
  let remaining = Infinity
  return {
    get current() {
      return fault
    },
    set(next) {
      const problem = next === null ? null : faultProblem(next)
      if (problem !== null) throw new TypeError(`local-api: invalid fault: ${problem}`)
      fault = next === null ? null : { ...next }
      remaining = next?.times ?? Infinity
    },
    take(pathname) {
      if (fault === null || (fault.path !== undefined && !pathname.endsWith(fault.path))) {
        return null
      }
      const taken = fault
      remaining -= 1
      if (remaining <= 0) fault = null
      return taken
    },
  }
}

/** Applies a fault: a Response to send, a throw for "drop", or null to carry on normally. */
export async function applyFault(fault: Fault): Promise<Response | null> {
  if (fault.delayMs !== undefined && fault.delayMs > 0) await sleep(fault.delayMs)
  if (fault.kind === 'drop') throw new DroppedConnection()
  if (fault.status === undefined) return null
  return rawResponse(fault.status, fault.body ?? '', fault.contentType)
}
