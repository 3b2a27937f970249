import type { ApiUser } from '@/lib/api-contract'

/** The Delete Account form's rules (spec section 5), as plain functions. */

export type DeleteFormValues = { email: string; password: string; confirmed: boolean }
type DeleteFormProblem = 'missing-fields' | 'unconfirmed'

/** The first rule the form breaks, in the spec's order, or null. */
export function deleteFormProblem(values: DeleteFormValues): DeleteFormProblem | null {
  if (!values.email.trim() || !values.password) return 'missing-fields'
  if (!values.confirmed) return 'unconfirmed'
  return null
}

/** The name the confirmation shows, if the login answer gave one. */
export function displayName(user: ApiUser | null | undefined): string | undefined {
  if (!user) return undefined
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ')
  return (typeof user.name === 'string' && user.name.trim()) || full || undefined
}
