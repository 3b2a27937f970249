/**
 * Answers a page's own HTML began to fetch before its code arrived, by the exact URL the API
 * client will ask for (see `src/features/reset-password/link-check-head-start.ts`).
 */
declare global {
  interface Window {
    earlyResponses?: Record<string, Promise<Response>>
  }
}

/** The answer already on its way for this URL, once: a later ask for it goes to the network. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const early = window.earlyResponses?.[url]
  if (early) delete window.earlyResponses?.[url]
  return early
}
