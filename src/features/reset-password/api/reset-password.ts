import { apiRequest, isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import { resetMessages } from '../messages'

export type ResetPasswordRequest = {
  token: string
  email: string
  new_password: string
  confirm_password: string
}
export type ResetPasswordResponse = { success?: boolean; message?: string; detail?: string }

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest<ResetPasswordResponse | string | null>({
    method: 'post',
    url: '/user/reset-password',
    data: body,
  })
}

/** Sends the reset; resolves to null on success, else to the message to show. */
export async function submitPasswordReset(body: ResetPasswordRequest): Promise<string | null> {
  try {
    const data = await resetPassword(body)
    if (typeof data === 'object' && data !== null && data.success === true) return null
    return messageField(data, 'message') ?? resetMessages.resetFailed
  } catch (error) {
    if (isApiErrorResponse(error) && error.status === 400) {
      return messageField(error.data, 'detail') ?? resetMessages.invalidToken
    }
    if (isApiErrorResponse(error) && error.status === 404) return resetMessages.tokenNotFound
    // A connection lost mid-request says so, as on the delete page.
    if (isNoResponseError(error) && !navigator.onLine) return resetMessages.networkError
    return resetMessages.unexpected
  }
}
