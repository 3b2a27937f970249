import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from '@/components/locale-context'
import { useOnlineStatus } from '@/hooks/use-online-status'
import { localePath } from '@/lib/locale'
import { resetPassword } from '../api/reset-password'
import { validateResetToken } from '../api/validate-reset-token'
import { resetMessages as englishMessages, type ResetMessages } from '../messages'
import {
  isNotFound,
  resetAnswer,
  resetFailure,
  validationAnswer,
  validationFailure,
  type ResetFailure,
  type ValidationOutcome,
} from '../reset-failures'
import { acceptsUnknownToken, passwordProblem, REDIRECT_DELAY_MS } from '../reset-rules'
import { forgetResetLink } from './use-reset-link'

export type ResetView =
  | { name: 'validating' }
  | { name: 'invalid'; message: string }
  | { name: 'form' }
  | { name: 'success' }

const passwordMessages = (messages: ResetMessages) => ({
  missing: messages.missingFields,
  'too-short': messages.tooShort,
  mismatch: messages.mismatch,
})

async function checkResetLink(
  token: string,
  email: string,
  messages: ResetMessages,
): Promise<ValidationOutcome> {
  try {
    return validationAnswer(await validateResetToken(token, email), email, messages)
  } catch (error) {
    if (isNotFound(error) && acceptsUnknownToken(token, email))
      return { valid: true, user: { email } }
    return validationFailure(error, messages)
  }
}

type ResetInput = { token: string; email: string; password: string; confirm: string }

async function sendReset({ token, email, password, confirm }: ResetInput, messages: ResetMessages) {
  const body = { token, email, new_password: password, confirm_password: confirm }
  try {
    return resetAnswer(await resetPassword(body), messages)
  } catch (error) {
    return resetFailure(error, messages)
  }
}

export function useResetPassword(
  token: string | undefined,
  email: string | undefined,
  resetMessages: ResetMessages = englishMessages,
) {
  const navigate = useNavigate()
  const home = localePath(useLocale(), '/')
  const [outcome, setOutcome] = useState<{ key: string; result: ValidationOutcome } | null>(null)
  const [succeeded, setSucceeded] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const left = useRef(false)
  const online = useOnlineStatus()

  // The link is forgotten once spent or abandoned: success, refusal, Cancel, Return to Home, or
  // leaving while a reset is on its way (its outcome is unknown, so it is not offered again).
  useEffect(() => {
    left.current = false
    return () => {
      left.current = true
      if (busy.current) forgetResetLink()
    }
  }, [])
  const linkKey = `${token ?? ''}\u0000${email ?? ''}`
  const hasParameters = Boolean(token && email)

  const settledKey = useRef<string | null>(null)
  useEffect(() => {
    const key = `${token}\u0000${email}`
    if (!token || !email || !online || settledKey.current === key) return
    let current = true
    void checkResetLink(token, email, resetMessages).then((result) => {
      // Offline, the link is checked again when the connection returns.
      if (!current || (!result.valid && result.offline)) return
      settledKey.current = key
      setOutcome({ key, result })
    })
    return () => {
      current = false
    }
    // The messages change only with the page's language, which is another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, email, online])

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(() => void navigate({ to: home }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, navigate, home])

  const result = outcome?.key === linkKey ? outcome.result : null
  let view: ResetView
  if (!hasParameters) view = { name: 'invalid', message: resetMessages.missingParameters }
  else if (!result) view = { name: 'validating' }
  else if (!result.valid) view = { name: 'invalid', message: result.message }
  else view = succeeded ? { name: 'success' } : { name: 'form' }

  const invalid = view.name === 'invalid'
  useEffect(() => {
    if (invalid) forgetResetLink()
  }, [invalid])

  async function submit(newPassword: string, confirmPassword: string) {
    if (busy.current || !token || !email || !navigator.onLine) return
    setError(null)
    const problem = passwordProblem(newPassword, confirmPassword)
    if (problem) return setError(passwordMessages(resetMessages)[problem])
    busy.current = true
    setSubmitting(true)
    const failure: ResetFailure | null = await sendReset(
      { token, email, password: newPassword, confirm: confirmPassword },
      resetMessages,
    )
    busy.current = false
    if (left.current) return
    setSubmitting(false)
    if (failure?.linkRefused) forgetResetLink()
    if (failure) return setError(failure.message)
    setSucceeded(true)
    forgetResetLink()
  }

  return {
    view,
    user: result?.valid ? result.user : null,
    submitting,
    error,
    online,
    submit,
    goHome: () => {
      forgetResetLink()
      void navigate({ to: home })
    },
  }
}
