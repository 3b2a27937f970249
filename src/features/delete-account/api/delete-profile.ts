import { apiRequest } from '@/lib/api-client'

export type DeleteProfileResponse = { success?: boolean; message?: string }

/** Deletes the account that `token` was issued for. */
export function deleteProfile(token: string): Promise<DeleteProfileResponse | string | null> {
  return apiRequest({ method: 'delete', url: '/user/profile', token })
}
