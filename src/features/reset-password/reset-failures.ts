import { isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import type { ResetUser } from '@/lib/api-contract'
import type { PasswordProblem } from './reset-rules'
import type { ResetMessages } from './words/en'

/** The one place the reset page turns answers and failures into the spec's messages (section 8). */

export type ValidationOutcome =
  { valid: true; user: ResetUser } | { valid: false; message: string; offline?: boolean }

/** Why a reset failed: the message to show, and whether the link itself was refused. */
export type ResetFailure = { message: string; linkRefused: boolean }

export const isNotFound = (error: unknown) => isApiErrorResponse(error) && error.status === 404
const offline = (error: unknown) => isNoResponseError(error) && !navigator.onLine

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** A validation answer: valid=true shows the form, anything else the server message or a default. */
export function validationAnswer(
  data: unknown,
  email: string,
  resetMessages: ResetMessages,
): ValidationOutcome {
  const answer = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  if (answer.valid !== true) {
    return { valid: false, message: messageField(data, 'message') ?? resetMessages.invalidToken }
  }
  const user = (typeof answer.user === 'object' && answer.user) || {}
  const { email: shown, first_name, last_name } = user as Record<string, unknown>
  return {
    valid: true,
    user: { email: text(shown) ?? email, first_name: text(first_name), last_name: text(last_name) },
  }
}

/** A failed validation the 404 fallback did not accept. */
export function validationFailure(error: unknown, resetMessages: ResetMessages): ValidationOutcome {
  if (isNotFound(error)) return { valid: false, message: resetMessages.invalidFormat }
  return { valid: false, message: resetMessages.validationFailed, offline: offline(error) }
}

/** A reset answer: null when it succeeded. */
export function resetAnswer(data: unknown, resetMessages: ResetMessages): ResetFailure | null {
  const succeeded = typeof data === 'object' && data !== null && 'success' in data
  if (succeeded && data.success === true) return null
  return { message: messageField(data, 'message') ?? resetMessages.resetFailed, linkRefused: false }
}

export function resetFailure(error: unknown, resetMessages: ResetMessages): ResetFailure {
  if (isApiErrorResponse(error) && error.status === 400) {
    const message = messageField(error.data, 'detail') ?? resetMessages.invalidToken
    return { message, linkRefused: true }
  }
  if (isNotFound(error)) return { message: resetMessages.tokenNotFound, linkRefused: true }
  // A connection lost mid-request says so, as on the delete page.
  if (offline(error)) return { message: resetMessages.networkError, linkRefused: false }
  return { message: resetMessages.unexpected, linkRefused: false }
}

/** The message for the first password rule the entries break. */
export function passwordProblemMessage(problem: PasswordProblem, resetMessages: ResetMessages) {
  const messages = {
    missing: resetMessages.missingFields,
    'too-short': resetMessages.tooShort,
    mismatch: resetMessages.mismatch,
  }
  return messages[problem]
}
