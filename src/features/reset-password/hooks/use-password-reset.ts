import { useEffect, useRef, useState } from 'react'
import { resetPassword } from '../api/reset-password'
import { passwordProblemMessage, resetAnswer, resetFailure } from '../reset-failures'
import { passwordProblem, REDIRECT_DELAY_MS } from '../reset-rules'
import type { ResetMessages } from '../words/en'
import { useResetWords } from '../words-context'
import { forgetResetLink, useGoHome } from './use-reset-link'

type ResetInput = { token: string; email: string; password: string; confirm: string }

async function sendReset({ token, email, password, confirm }: ResetInput, messages: ResetMessages) {
  const body = { token, email, new_password: password, confirm_password: confirm }
  try {
    return resetAnswer(await resetPassword(body), messages)
  } catch (error) {
    return resetFailure(error, messages)
  }
}

/**
 * Sends a new password for a checked link, once at a time, and goes home 3 seconds after it was
 * saved. The link is forgotten once spent or abandoned: success, refusal, Cancel, or leaving while
 * a reset is on its way (its outcome is unknown, so it is not offered again).
 */
export function usePasswordReset(token: string, email: string) {
  const { messages } = useResetWords()
  const goHome = useGoHome()
  const [succeeded, setSucceeded] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const left = useRef(false)

  useEffect(() => {
    left.current = false
    return () => {
      left.current = true
      if (busy.current) forgetResetLink()
    }
  }, [])

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(goHome, REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, goHome])

  async function submit(newPassword: string, confirmPassword: string) {
    if (busy.current || !navigator.onLine) return
    setError(null)
    const problem = passwordProblem(newPassword, confirmPassword)
    if (problem) return setError(passwordProblemMessage(problem, messages))
    busy.current = true
    setSubmitting(true)
    const input = { token, email, password: newPassword, confirm: confirmPassword }
    const failure = await sendReset(input, messages)
    busy.current = false
    if (left.current) return
    setSubmitting(false)
    if (failure?.linkRefused) forgetResetLink()
    if (failure) return setError(failure.message)
    setSucceeded(true)
    forgetResetLink()
  }

  return { succeeded, submitting, error, submit, goHome }
}
