import { apiRequest } from '@/lib/api-client'
import { API_PATHS, type LoginRequest, type LoginResponse } from '@/lib/api-contract'

/** POST /auth/login. */
export function login(credentials: LoginRequest) {
  return apiRequest<LoginResponse | string | null>({
    method: 'post',
    url: API_PATHS.login,
    data: credentials,
  })
}
