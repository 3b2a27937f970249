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

/** Why a reset failed: the message to show, and whether the link itself was refused. */
export type ResetFailure = { message: string; linkRefused: boolean }

/** Sends the reset; resolves to null on success, else to the failure. */
export async function submitPasswordReset(
  body: ResetPasswordRequest,
): Promise<ResetFailure | null> {
  const failed = (message: string, linkRefused = false) => ({ message, linkRefused })
  try {
    const data = await resetPassword(body)
    if (typeof data === 'object' && data !== null && data.success === true) return null
    return failed(messageField(data, 'message') ?? resetMessages.resetFailed)
  } catch (error) {
    if (isApiErrorResponse(error) && error.status === 400) {
      return failed(messageField(error.data, 'detail') ?? resetMessages.invalidToken, true)
    }
    if (isApiErrorResponse(error) && error.status === 404) {
      return failed(resetMessages.tokenNotFound, true)
    }
    // A connection lost mid-request says so, as on the delete page.
    if (isNoResponseError(error) && !navigator.onLine) return failed(resetMessages.networkError)
    return failed(resetMessages.unexpected)
  }
}
