import type { ResetLink } from './hooks/use-reset-link'

/** A reset page's query: token and email as the strings they are, nothing else. */
export function resetLinkSearch(search: Record<string, unknown>): ResetLink {
  return {
    token: typeof search.token === 'string' ? search.token : undefined,
    email: typeof search.email === 'string' ? search.email : undefined,
  }
}
