import { useNavigate } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { isApiErrorResponse, isNoResponseError, messageField } from '@/lib/api-client'
import { authActions } from '@/stores/auth-store'
import { deleteProfile } from '../api/delete-profile'
import { login, type LoginResponse } from '../api/login'
import { deleteMessages } from '../messages'

export type DeleteFormValues = { email: string; password: string; confirmed: boolean }
export type PendingDeletion = { token: string; email: string; name?: string }
type Status = 'idle' | 'logging-in' | 'confirming' | 'deleting'

function displayName(user: LoginResponse['user']): string | undefined {
  if (!user) return undefined
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ')
  return (typeof user.name === 'string' && user.name.trim()) || full || undefined
}

function failureMessage(error: unknown, fromServer: string | undefined, fallback: string) {
  if (isApiErrorResponse(error)) return fromServer ?? fallback
  if (isNoResponseError(error)) return deleteMessages.networkError
  return deleteMessages.genericError
}

export function useDeleteAccount({ onDeleted }: { onDeleted?: () => void } = {}) {
  const navigate = useNavigate()
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<PendingDeletion | null>(null)
  const busy = useRef(false)

  async function submit(values: DeleteFormValues) {
    if (busy.current) return
    setError(null)
    if (!values.email.trim() || !values.password) return setError(deleteMessages.missingFields)
    if (!values.confirmed) return setError(deleteMessages.unconfirmed)
    busy.current = true
    setStatus('logging-in')
    try {
      const data = await login({ email: values.email.trim(), password: values.password })
      const answer = typeof data === 'object' && data !== null ? data : {}
      if (typeof answer.access_token !== 'string' || !answer.access_token) {
        setError(messageField(answer, 'message') ?? deleteMessages.invalidCredentials)
        setStatus('idle')
        return
      }
      authActions.login(answer.access_token, answer.user)
      const email =
        (typeof answer.user?.email === 'string' && answer.user.email) || values.email.trim()
      setPending({ token: answer.access_token, email, name: displayName(answer.user) })
      setStatus('confirming')
    } catch (caught) {
      const fromServer = isApiErrorResponse(caught)
        ? messageField(caught.data, 'message')
        : undefined
      setError(failureMessage(caught, fromServer, deleteMessages.loginError))
      setStatus('idle')
    } finally {
      busy.current = false
    }
  }

  function cancel() {
    if (busy.current) return
    authActions.clear()
    setPending(null)
    setStatus('idle')
  }

  async function confirm() {
    if (busy.current || !pending) return
    busy.current = true
    setStatus('deleting')
    let failure: string | null = null
    try {
      const data = await deleteProfile(pending.token)
      if (typeof data !== 'object' || data === null || data.success !== true) {
        failure = messageField(data, 'message') ?? deleteMessages.deleteUnsuccessful
      }
    } catch (caught) {
      const fromServer = isApiErrorResponse(caught)
        ? messageField(caught.data, 'message')
        : undefined
      failure = failureMessage(caught, fromServer, deleteMessages.deleteError)
    }
    authActions.clear()
    setPending(null)
    setStatus('idle')
    busy.current = false
    if (failure) return setError(failure)
    onDeleted?.()
    await navigate({ to: '/', state: { flash: deleteMessages.deleted } })
  }

  return { status, error, pending, submit, cancel, confirm }
}
