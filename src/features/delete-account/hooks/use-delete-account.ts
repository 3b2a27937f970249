import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { authActions, authStore } from '@/stores/auth-store'
import { deleteProfile } from '../api/delete-profile'
import { login } from '../api/login'
import { deleteAnswer, deleteFailure, loginFailure, loginWithoutToken } from '../delete-failures'
import { deleteFormProblem, displayName, type DeleteFormValues } from '../delete-rules'
import { deleteMessages as englishMessages, type DeleteMessages } from '../messages'

export type PendingDeletion = { token: string; email: string; name?: string }
type Status = 'idle' | 'logging-in' | 'confirming' | 'deleting'

/** The confirmation a reload of this page brings back: the session restored for it, if any. */
function restoredDeletion(): PendingDeletion | null {
  const { access_token: token, user } = authStore
  if (!token || !user) return null
  const email = typeof user.email === 'string' ? user.email : ''
  return { token, email, name: displayName(user) }
}

type Options = { onDeleted?: () => void; messages?: DeleteMessages }

export function useDeleteAccount({
  onDeleted,
  messages: deleteMessages = englishMessages,
}: Options = {}) {
  const navigate = useNavigate()
  const locale = useLocale()
  const [pending, setPending] = useState<PendingDeletion | null>(restoredDeletion)
  const [status, setStatus] = useState<Status>(pending ? 'confirming' : 'idle')
  const [error, setError] = useState<string | null>(null)
  const busy = useRef(false)
  const left = useRef(false)

  // The session lives as long as this page: leaving it in the app, or into the back-forward
  // cache (never a reload), forgets the token.
  useEffect(() => {
    left.current = false
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      authActions.logout()
      setPending(null)
      setStatus('idle')
    }
    window.addEventListener('pagehide', onPageHide)
    return () => {
      left.current = true
      window.removeEventListener('pagehide', onPageHide)
      authActions.logout()
    }
  }, [])

  async function submit(values: DeleteFormValues) {
    if (busy.current) return
    setError(null)
    const problem = deleteFormProblem(values)
    if (problem === 'missing-fields') return setError(deleteMessages.missingFields)
    if (problem === 'unconfirmed') return setError(deleteMessages.unconfirmed)
    busy.current = true
    setStatus('logging-in')
    try {
      const data = await login({ email: values.email.trim(), password: values.password })
      // Signed in after the visitor left: nobody is there to confirm.
      if (left.current) return
      const answer = typeof data === 'object' && data !== null ? data : {}
      if (typeof answer.access_token !== 'string' || !answer.access_token) {
        setError(loginWithoutToken(answer, deleteMessages))
        setStatus('idle')
        return
      }
      authActions.login(answer.access_token, answer.user)
      const email =
        (typeof answer.user?.email === 'string' && answer.user.email) || values.email.trim()
      setPending({ token: answer.access_token, email, name: displayName(answer.user) })
      setStatus('confirming')
    } catch (caught) {
      setError(loginFailure(caught, deleteMessages))
      setStatus('idle')
    } finally {
      busy.current = false
    }
  }

  function cancel() {
    if (busy.current) return
    authActions.logout()
    setPending(null)
    setStatus('idle')
  }

  async function confirm() {
    if (busy.current || !pending) return
    busy.current = true
    setStatus('deleting')
    let failure: string | null = null
    try {
      failure = deleteAnswer(await deleteProfile(pending.token), deleteMessages)
    } catch (caught) {
      failure = deleteFailure(caught, deleteMessages)
    }
    authActions.logout()
    setPending(null)
    setStatus('idle')
    busy.current = false
    if (left.current) return
    if (failure) return setError(failure)
    onDeleted?.()
    await navigate({ to: localePath(locale, '/'), state: { flash: deleteMessages.deleted } })
  }

  return { status, error, pending, submit, cancel, confirm }
}
