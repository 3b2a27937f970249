import { apiRequest } from '@/lib/api-client'
import {
  API_PATHS,
  type ResetPasswordRequest,
  type ResetPasswordResponse,
} from '@/lib/api-contract'

/** POST /user/reset-password. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest<ResetPasswordResponse | string | null>({
    method: 'post',
    url: API_PATHS.resetPassword,
    data: body,
  })
}
