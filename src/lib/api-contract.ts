/**
 * The provider's API (spec sections 3 and 7): its paths under the base URL and the shapes of its
 * messages. The site's requests, the local stand-in's handlers and the test kits all use these.
 */
export const API_PATHS = {
  login: '/auth/login',
  profile: '/user/profile',
  validateResetToken: '/user/validate-reset-token',
  resetPassword: '/user/reset-password',
} as const

export type ApiUser = {
  email?: string
  name?: string
  first_name?: string
  last_name?: string
  [field: string]: unknown
}

export type LoginRequest = { email: string; password: string }
export type LoginResponse = {
  access_token?: string | null
  user?: ApiUser | null
  message?: string
}

export type DeleteProfileResponse = { success?: boolean; message?: string }

export type ResetUser = { email: string; first_name?: string; last_name?: string }
export type ValidateResetTokenResponse = {
  valid?: boolean
  message?: string
  user?: Partial<ResetUser> | null
}

export type ResetPasswordRequest = {
  token: string
  email: string
  new_password: string
  confirm_password: string
}
export type ResetPasswordResponse = { success?: boolean; message?: string; detail?: string }
