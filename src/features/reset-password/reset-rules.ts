/** The reset page's rules (spec sections 5 and 9), as plain functions and numbers. */

export const MIN_PASSWORD_LENGTH = 8
export const REDIRECT_DELAY_MS = 3000
/** A 404 from validation still accepts a token longer than this. */
const UNKNOWN_TOKEN_MIN_LENGTH_EXCLUSIVE = 20

/** Characters as a reader counts them: code points, not UTF-16 units. */
const characterCount = (value: string) => [...value].length

/** On a 404 the link is accepted anyway: a token longer than 20 characters and an email with '@'. */
export function acceptsUnknownToken(token: string, email: string): boolean {
  return characterCount(token) > UNKNOWN_TOKEN_MIN_LENGTH_EXCLUSIVE && email.includes('@')
}

export type PasswordProblem = 'missing' | 'too-short' | 'mismatch'

/** The first rule the two entries break, in the spec's order, or null. */
export function passwordProblem(
  newPassword: string,
  confirmPassword: string,
): PasswordProblem | null {
  if (!newPassword || !confirmPassword) return 'missing'
  if (characterCount(newPassword) < MIN_PASSWORD_LENGTH) return 'too-short'
  if (newPassword !== confirmPassword) return 'mismatch'
  return null
}
