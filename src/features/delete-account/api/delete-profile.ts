import { apiRequest } from '@/lib/api-client'
import { API_PATHS, type DeleteProfileResponse } from '@/lib/api-contract'

/** DELETE /user/profile with the bearer token the login just gave. */
export function deleteProfile(token: string) {
  return apiRequest<DeleteProfileResponse | string | null>({
    method: 'delete',
    url: API_PATHS.profile,
    token,
  })
}
