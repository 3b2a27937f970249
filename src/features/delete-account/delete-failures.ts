import { isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import { deleteMessages } from './messages'

/** The one place the Delete Account page turns failures into the spec's messages (section 8). */

function failureMessage(error: unknown, fallback: string) {
  if (isApiErrorResponse(error)) return messageField(error.data, 'message') ?? fallback
  if (isNoResponseError(error)) return deleteMessages.networkError
  return deleteMessages.genericError
}

/** A login answer without a token: its message, else the invalid-credentials text. */
export const loginWithoutToken = (answer: unknown) =>
  messageField(answer, 'message') ?? deleteMessages.invalidCredentials

export const loginFailure = (error: unknown) => failureMessage(error, deleteMessages.loginError)

/** A deletion answer: null when it succeeded, else the message to show. */
export function deleteAnswer(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'success' in data && data.success === true) {
    return null
  }
  return messageField(data, 'message') ?? deleteMessages.deleteUnsuccessful
}

export const deleteFailure = (error: unknown) => failureMessage(error, deleteMessages.deleteError)
