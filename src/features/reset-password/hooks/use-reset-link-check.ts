import { startTransition, useEffect, useState } from 'react'
import { useOnlineStatus } from '@/hooks/use-online-status'
import type { ResetUser } from '@/lib/api-contract'
import { validateResetToken } from '../api/validate-reset-token'
import { takeResetCheck } from '../early-check'
import { isNotFound, validationAnswer, validationFailure } from '../reset-failures'
import type { ValidationOutcome } from '../reset-failures'
import { acceptsUnknownToken } from '../reset-rules'
import type { ResetMessages } from '../words/en'
import { useResetWords } from '../words-context'
import { forgetResetLink, useResetLink, type ResetLink } from './use-reset-link'

export type ResetLinkCheck =
  | { status: 'validating' }
  | { status: 'invalid'; message: string }
  | { status: 'valid'; token: string; email: string; user: ResetUser }

async function checkResetLink(
  token: string,
  email: string,
  messages: ResetMessages,
): Promise<ValidationOutcome> {
  try {
    const answer = takeResetCheck(token, email) ?? validateResetToken(token, email)
    return validationAnswer(await answer, email, messages)
  } catch (error) {
    if (isNotFound(error) && acceptsUnknownToken(token, email))
      return { valid: true, user: { email } }
    return validationFailure(error, messages)
  }
}

/**
 * Reads the reset link and asks the API whether it is still good; a check that got no answer
 * because the browser went offline is made again when the connection returns.
 */
export function useResetLinkCheck(search: ResetLink): ResetLinkCheck {
  const { token, email } = useResetLink(search)
  const { messages } = useResetWords()
  const online = useOnlineStatus()
  const [outcome, setOutcome] = useState<ValidationOutcome | null>(null)

  useEffect(() => {
    if (!token || !email || !online || outcome) return
    let current = true
    void checkResetLink(token, email, messages).then((result) => {
      if (current && (result.valid || !result.offline)) startTransition(() => setOutcome(result))
    })
    return () => {
      current = false
    }
  }, [token, email, online, outcome, messages])

  let check: ResetLinkCheck
  if (!token || !email) check = { status: 'invalid', message: messages.missingParameters }
  else if (!outcome) check = { status: 'validating' }
  else if (!outcome.valid) check = { status: 'invalid', message: outcome.message }
  else check = { status: 'valid', token, email, user: outcome.user }

  // A refused link is spent: it is not offered again on reload.
  const invalid = check.status === 'invalid'
  useEffect(() => {
    if (invalid) forgetResetLink()
  }, [invalid])

  return check
}
