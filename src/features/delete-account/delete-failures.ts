import { isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import type { DeleteWords } from './words/en'

type DeleteMessages = DeleteWords['messages']

/**
 * The one place the Delete Account page turns failures into the spec's messages (section 8), in
 * the page's language.
 */

function failureMessage(error: unknown, fallback: string, messages: DeleteMessages) {
  if (isApiErrorResponse(error)) return messageField(error.data, 'message') ?? fallback
  if (isNoResponseError(error)) return messages.networkError
  return messages.genericError
}

/** A login answer without a token: its message, else the invalid-credentials text. */
export const loginWithoutToken = (answer: unknown, messages: DeleteMessages) =>
  messageField(answer, 'message') ?? messages.invalidCredentials

export const loginFailure = (error: unknown, messages: DeleteMessages) =>
  failureMessage(error, messages.loginError, messages)

/** A deletion answer: null when it succeeded, else the message to show. */
export function deleteAnswer(data: unknown, messages: DeleteMessages): string | null {
  if (typeof data === 'object' && data !== null && 'success' in data && data.success === true) {
    return null
  }
  return messageField(data, 'message') ?? messages.deleteUnsuccessful
}

export const deleteFailure = (error: unknown, messages: DeleteMessages) =>
  failureMessage(error, messages.deleteError, messages)
