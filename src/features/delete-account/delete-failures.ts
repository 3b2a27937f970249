import { isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import { deleteMessages as english, type DeleteMessages } from './messages'

/**
 * The one place the Delete Account page turns failures into the spec's messages (section 8), in
 * the page's language (English unless told).
 */

function failureMessage(error: unknown, fallback: string, messages: DeleteMessages) {
  if (isApiErrorResponse(error)) return messageField(error.data, 'message') ?? fallback
  if (isNoResponseError(error)) return messages.networkError
  return messages.genericError
}

/** A login answer without a token: its message, else the invalid-credentials text. */
export const loginWithoutToken = (answer: unknown, messages = english) =>
  messageField(answer, 'message') ?? messages.invalidCredentials

export const loginFailure = (error: unknown, messages = english) =>
  failureMessage(error, messages.loginError, messages)

/** A deletion answer: null when it succeeded, else the message to show. */
export function deleteAnswer(data: unknown, messages = english): string | null {
  if (typeof data === 'object' && data !== null && 'success' in data && data.success === true) {
    return null
  }
  return messageField(data, 'message') ?? messages.deleteUnsuccessful
}

export const deleteFailure = (error: unknown, messages = english) =>
  failureMessage(error, messages.deleteError, messages)
