import { validateResetToken } from './api/validate-reset-token'
import { currentResetLink, type ResetLink } from './hooks/use-reset-link'

type Answer = ReturnType<typeof validateResetToken>

let early: { token: string; email: string; answer: Answer } | undefined

/**
 * Asks about the link while the page's code and words still load, so that on a slow network the
 * form is not held up by its own round trip; the page takes the answer once it is mounted.
 */
export function beginResetCheck(search: ResetLink) {
  if (typeof window === 'undefined' || !navigator.onLine) return
  const { token, email } = currentResetLink(search)
  if (!token || !email) return
  const answer = validateResetToken(token, email)
  // Whoever takes it handles its failure; until then it is not an unhandled rejection.
  answer.catch(() => undefined)
  early = { token, email, answer }
}

/** The answer begun for this link, once: a check made again (back online) asks afresh. */
export function takeResetCheck(token: string, email: string): Answer | undefined {
  if (early?.token !== token || early.email !== email) return undefined
  const { answer } = early
  early = undefined
  return answer
}
