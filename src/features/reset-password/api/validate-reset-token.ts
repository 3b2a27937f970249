import { apiRequest, withOneRetry } from '@/lib/api-client'
import { API_PATHS, type ValidateResetTokenResponse } from '@/lib/api-contract'

/** GET /user/validate-reset-token, retried once when it got no answer or a 5xx. */
export function validateResetToken(token: string, email: string) {
  return withOneRetry(() =>
    apiRequest<ValidateResetTokenResponse | string | null>({
      method: 'get',
      url: API_PATHS.validateResetToken,
      params: { token, email },
    }),
  )
}
