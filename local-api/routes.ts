import {
  API_PATHS,
  type DeleteProfileResponse,
  type LoginResponse,
  type ResetPasswordResponse,
  type ValidateResetTokenResponse,
} from '../src/lib/api-contract'
import { siteDefaults } from '../src/config/defaults'
import { invalidJson, json, parseJsonBody, stringField } from './http'
import type { LocalApiState, ResetToken } from './store'
import { createSession, findAccount, removeAccount } from './store'

export interface RouteContext {
  state: LocalApiState
  request: Request
  url: URL
  bodyText: string
}

export interface Route {
  /** Matched against the end of the request's pathname. */
  path: string
  method: string
  run(ctx: RouteContext): Response
}

const MIN_PASSWORD_LENGTH = 8
/** The versioned base path the site calls by default. */
export const API_BASE_PATH = siteDefaults.apiBaseUrl

function login({ state, bodyText }: RouteContext): Response {
  const parsed = parseJsonBody(bodyText)
  if (!parsed.ok) return invalidJson()
  const email = stringField(parsed.value, 'email')
  const password = stringField(parsed.value, 'password')
  if (email === null || password === null) {
    const message = 'Email and password are required.'
    return json(400, { message, detail: message })
  }
  const account = findAccount(state, email)
  if (account === undefined || account.password !== password) {
    return json(401, { message: 'Invalid email or password.' })
  }
  const { id, name, first_name, last_name } = account
  const answer: LoginResponse = {
    access_token: createSession(state, account),
    user: { id, email: account.email, name, first_name, last_name },
    message: 'Login successful',
  }
  return json(200, answer)
}

function deleteProfile({ state, request }: RouteContext): Response {
  const match = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')
  const email = match?.[1] === undefined ? undefined : state.sessions.get(match[1])
  const account = email === undefined ? undefined : findAccount(state, email)
  if (account === undefined) return json(401, { message: 'Not authenticated.' })
  removeAccount(state, account)
  const answer: DeleteProfileResponse = { success: true, message: 'Your account has been deleted.' }
  return json(200, answer)
}

/** Why a known token cannot be used with this email, or null when it can. */
function tokenProblem(entry: ResetToken, email: string): string | null {
  if (entry.used) return 'This reset link has already been used.'
  if (entry.expiresAt <= Date.now()) return 'This reset link has expired.'
  if (entry.email !== email) return 'This reset link does not match this email address.'
  return null
}

function validateResetToken({ state, url }: RouteContext): Response {
  const token = url.searchParams.get('token')
  const email = url.searchParams.get('email')
  if (!token || !email) return json(400, { detail: 'token and email are required.' })
  const entry = state.resetTokens.get(token)
  if (entry === undefined) return json(404, { detail: 'Reset token not found.' })
  const problem = tokenProblem(entry, email)
  const account = findAccount(state, email)
  const answer: ValidateResetTokenResponse =
    problem !== null
      ? { valid: false, message: problem }
      : {
          valid: true,
          message: 'Reset token is valid.',
          user: {
            email,
            first_name: account?.first_name ?? '',
            last_name: account?.last_name ?? '',
          },
        }
  return json(200, answer)
}

function resetPassword({ state, bodyText }: RouteContext): Response {
  const parsed = parseJsonBody(bodyText)
  if (!parsed.ok) return invalidJson()
  const [token, email, newPassword, confirmPassword] = [
    'token',
    'email',
    'new_password',
    'confirm_password',
  ].map((key) => stringField(parsed.value, key))
  if (!token || !email || !newPassword || !confirmPassword) {
    return json(400, { detail: 'token, email, new_password and confirm_password are required.' })
  }
  const entry = state.resetTokens.get(token)
  const account = findAccount(state, email)
  if (entry === undefined) return json(404, { detail: 'Reset token not found.' })
  if (tokenProblem(entry, email) !== null || account === undefined) {
    return json(400, { detail: 'Invalid or expired reset token.' })
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return json(400, {
      detail: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    })
  }
  if (newPassword !== confirmPassword) return json(400, { detail: 'Passwords do not match.' })
  account.password = newPassword
  entry.used = true
  const answer: ResetPasswordResponse = { success: true, message: 'Your password has been reset.' }
  return json(200, answer)
}

export const API_ROUTES: readonly Route[] = [
  { path: `${API_BASE_PATH}${API_PATHS.login}`, method: 'POST', run: login },
  { path: `${API_BASE_PATH}${API_PATHS.profile}`, method: 'DELETE', run: deleteProfile },
  {
    path: `${API_BASE_PATH}${API_PATHS.validateResetToken}`,
    method: 'GET',
    run: validateResetToken,
  },
  { path: `${API_BASE_PATH}${API_PATHS.resetPassword}`, method: 'POST', run: resetPassword },
]
