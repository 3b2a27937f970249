import { API_PATHS } from '../../lib/api-contract'
import { scriptSafeJson } from '../../lib/script-safe-json'

/**
 * Runs inline in the reset page's HTML, before any of the page's code has arrived: it asks about
 * the link at once, so that on a slow network the form waits for one round trip less. It reads
 * the address as the router does (`src/lib/search-params.ts`: the first of each name, a `+`
 * kept) and asks for the URL the API client will ask for, with the client's cache, referrer and
 * 10 s timeout (`src/lib/api-client.ts`); the client takes the answer by that URL. Anything else
 * it leaves to the page. It is turned into text, so it refers to nothing outside itself.
 */
export function startLinkCheck(base: string, path: string) {
  try {
    const found: Record<string, string> = {}
    for (const pair of location.search.slice(1).split('&')) {
      if (!pair) continue
      const eq = pair.indexOf('=')
      const key = decodeURIComponent(eq === -1 ? pair : pair.slice(0, eq))
      if (!(key in found)) found[key] = eq === -1 ? '' : decodeURIComponent(pair.slice(eq + 1))
    }
    const { token, email } = found
    if (!token || !email || !navigator.onLine) return
    const url = `${base}${path}?${String(new URLSearchParams({ token, email }))}`
    window.earlyResponses = {
      [url]: fetch(url, {
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
        signal: AbortSignal.timeout(10_000),
      }),
    }
    // Whoever takes it handles its failure; until then it is not an unhandled rejection.
    window.earlyResponses[url]?.catch(() => undefined)
  } catch {
    // A malformed address or an older browser: the page asks in its own time.
  }
}

/** The reset page's inline script, with the API base the site is built for. */
export function linkCheckScript(apiBase: string): string {
  const args = [apiBase, API_PATHS.validateResetToken].map(scriptSafeJson).join(',')
  return `(${startLinkCheck.toString()})(${args})`
}
