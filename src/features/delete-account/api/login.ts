import { apiRequest } from '@/lib/api-client'
import type { AuthUser } from '@/stores/auth-store'

export type LoginRequest = { email: string; password: string }
export type LoginResponse = {
  access_token?: string | null
  user?: AuthUser | null
  message?: string
}

export function login(credentials: LoginRequest): Promise<LoginResponse | string | null> {
  return apiRequest({ method: 'post', url: '/auth/login', data: credentials })
}
