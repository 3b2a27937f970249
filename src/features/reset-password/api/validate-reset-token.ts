import {
  apiRequest,
  isApiErrorResponse,
  isNoResponseError,
  messageField,
  withOneRetry,
} from '@/lib/api-client'
import { FALLBACK_TOKEN_MIN_EXCLUSIVE, resetMessages } from '../messages'

export type ResetUser = { email: string; first_name?: string; last_name?: string }
export type ValidateResetTokenResponse = {
  valid?: boolean
  message?: string
  user?: Partial<ResetUser> | null
}
export type ValidationOutcome =
  { valid: true; user: ResetUser } | { valid: false; message: string; offline?: boolean }

export function validateResetToken(token: string, email: string) {
  return withOneRetry(() =>
    apiRequest<ValidateResetTokenResponse | string | null>({
      method: 'get',
      url: '/user/validate-reset-token',
      params: { token, email },
    }),
  )
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined
}

/** Turns the validation answer, or its failure, into what the page shows. */
export async function checkResetLink(token: string, email: string): Promise<ValidationOutcome> {
  try {
    const data = await validateResetToken(token, email)
    if (typeof data === 'object' && data !== null && data.valid === true) {
      const user = data.user ?? {}
      return {
        valid: true,
        user: {
          email: text(user.email) ?? email,
          first_name: text(user.first_name),
          last_name: text(user.last_name),
        },
      }
    }
    return { valid: false, message: messageField(data, 'message') ?? resetMessages.invalidToken }
  } catch (error) {
    if (!isApiErrorResponse(error) || error.status !== 404) {
      const offline = isNoResponseError(error) && !navigator.onLine
      return { valid: false, message: resetMessages.validationFailed, offline }
    }
    // Characters, as the password rule counts them: code points, not UTF-16 units.
    if ([...token].length > FALLBACK_TOKEN_MIN_EXCLUSIVE && email.includes('@')) {
      return { valid: true, user: { email } }
    }
    return { valid: false, message: resetMessages.invalidFormat }
  }
}
