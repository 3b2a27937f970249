import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useOnlineStatus } from '@/hooks/use-online-status'
import { submitPasswordReset } from '../api/reset-password'
import { checkResetLink, type ValidationOutcome } from '../api/validate-reset-token'
import { forgetResetLink } from './use-reset-link'
import { MIN_PASSWORD_LENGTH, REDIRECT_DELAY_MS, resetMessages } from '../messages'

export type ResetView =
  | { name: 'validating' }
  | { name: 'invalid'; message: string }
  | { name: 'form' }
  | { name: 'success' }

/** Passwords are measured in characters, not UTF-16 code units. */
const characterCount = (value: string) => [...value].length

export function useResetPassword(token: string | undefined, email: string | undefined) {
  const navigate = useNavigate()
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
    void checkResetLink(token, email).then((result) => {
      // Offline, the link is checked again when the connection returns.
      if (!current || (!result.valid && result.offline)) return
      settledKey.current = key
      setOutcome({ key, result })
    })
    return () => {
      current = false
    }
  }, [token, email, online])

  useEffect(() => {
    if (!succeeded) return
    const timer = window.setTimeout(() => void navigate({ to: '/' }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [succeeded, navigate])

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
    if (!newPassword || !confirmPassword) return setError(resetMessages.missingFields)
    if (characterCount(newPassword) < MIN_PASSWORD_LENGTH) return setError(resetMessages.tooShort)
    if (newPassword !== confirmPassword) return setError(resetMessages.mismatch)
    busy.current = true
    setSubmitting(true)
    const failure = await submitPasswordReset({
      token,
      email,
      new_password: newPassword,
      confirm_password: confirmPassword,
    })
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
      void navigate({ to: '/' })
    },
  }
}
