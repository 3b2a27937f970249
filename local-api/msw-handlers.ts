import type { HttpHandler } from 'msw'
import { http, HttpResponse } from 'msw'
import type { LocalApi } from './api'
import { isDropped } from './http'

/**
 * msw v2 handlers serving the local API. Fault delays use a plain setTimeout inside
 * `api.handle()`, so vitest fake timers control them.
 */
export function createMswHandlers(api: LocalApi): HttpHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      try {
        // undefined lets the request fall through to other handlers (or the network).
        return (await api.handle(request)) ?? undefined
      } catch (error) {
        if (isDropped(error)) return HttpResponse.error()
        throw error
      }
    }),
  ]
}
