import { randomUUID } from 'node:crypto'

export const DEMO_EMAIL = 'demo@scamcheck.ph'
export const DEMO_PASSWORD = 'DemoPass123!'
export const DEMO_RESET_TOKEN = 'demo-reset-token-2025-0123456789'
export const EXPIRED_RESET_TOKEN = 'expired-reset-token-2025-000000'
export const RESET_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000

export interface Account {
  id: string
  email: string
  password: string
  name: string
  first_name: string
  last_name: string
}

export interface ResetToken {
  token: string
  email: string
  expiresAt: number
  used: boolean
}

export interface LocalApiState {
  accounts: Map<string, Account>
  /** bearer token -> account email */
  sessions: Map<string, string>
  resetTokens: Map<string, ResetToken>
}

export type NewAccount = Pick<Account, 'email' | 'password'> & Partial<Omit<Account, 'email'>>

export interface ResetTokenOptions {
  expired?: boolean
  used?: boolean
  expiresAt?: number
}

const accountKey = (email: string) => email.toLowerCase()

export function findAccount(state: LocalApiState, email: string): Account | undefined {
  return state.accounts.get(accountKey(email))
}

export function putAccount(state: LocalApiState, input: NewAccount): Account {
  const first_name = input.first_name ?? ''
  const last_name = input.last_name ?? ''
  const account: Account = {
    id: input.id ?? randomUUID(),
    email: input.email,
    password: input.password,
    first_name,
    last_name,
    name: input.name ?? `${first_name} ${last_name}`.trim(),
  }
  state.accounts.set(accountKey(account.email), account)
  return account
}

export function putResetToken(
  state: LocalApiState,
  email: string,
  token: string,
  opts: ResetTokenOptions = {},
): ResetToken {
  const now = Date.now()
  const expiresAt = opts.expiresAt ?? (opts.expired ? now - 60_000 : now + RESET_TOKEN_LIFETIME_MS)
  const entry: ResetToken = { token, email, expiresAt, used: opts.used ?? false }
  state.resetTokens.set(token, entry)
  return entry
}

export function removeAccount(state: LocalApiState, account: Account): void {
  state.accounts.delete(accountKey(account.email))
  for (const [token, email] of state.sessions) {
    if (accountKey(email) === accountKey(account.email)) state.sessions.delete(token)
  }
  for (const [token, entry] of state.resetTokens) {
    if (accountKey(entry.email) === accountKey(account.email)) state.resetTokens.delete(token)
  }
}

export function createSession(state: LocalApiState, account: Account): string {
  const token = `local-${randomUUID()}`
  state.sessions.set(token, account.email)
  return token
}

/** Empties the state in place (so held references stay valid) and puts the seed back. */
export function seedState(state: LocalApiState): LocalApiState {
  state.accounts.clear()
  state.sessions.clear()
  state.resetTokens.clear()
  putAccount(state, {
    id: 'demo-user-0001',
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: 'Juan Dela Cruz',
    first_name: 'Juan',
    last_name: 'Dela Cruz',
  })
  putResetToken(state, DEMO_EMAIL, DEMO_RESET_TOKEN)
  putResetToken(state, DEMO_EMAIL, EXPIRED_RESET_TOKEN, { expired: true })
  return state
}

export function createState(): LocalApiState {
  return seedState({ accounts: new Map(), sessions: new Map(), resetTokens: new Map() })
}
