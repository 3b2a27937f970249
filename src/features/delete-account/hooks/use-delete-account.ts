import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { authActions, authStore } from '@/stores/auth-store'
import { deleteProfile } from '../api/delete-profile'
import { login } from '../api/login'
import { deleteAnswer, deleteFailure, loginFailure, loginWithoutToken } from '../delete-failures'
import { deleteFormProblem, displayName, type DeleteFormValues } from '../delete-rules'
import { useDeleteWords } from '../words-context'

export type PendingDeletion = { token: string; email: string; name?: string }
type Status = 'idle' | 'logging-in' | 'deleting'

export function useDeleteAccount({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { messages: deleteMessages } = useDeleteWords()
  const navigate = useNavigate()
  const locale = useLocale()
  // A signed-in session (restored by a reload, or made by the form) is a deletion to confirm; so
  // is a token that came without a user, which is not a session and lasts as long as the page.
  const { access_token: token, user } = useSnapshot(authStore)
  const [unsaved, setUnsaved] = useState<PendingDeletion | null>(null)
  const pending = token && user ? { token, email: user.email, name: user.name } : unsaved
  const [status, setStatus] = useState<Status>('idle')
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
      setUnsaved(null)
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
      const email =
        (typeof answer.user?.email === 'string' && answer.user.email) || values.email.trim()
      const name = displayName(answer.user)
      authActions.logout()
      if (answer.user) authActions.login(answer.access_token, { email, name })
      else setUnsaved({ token: answer.access_token, email })
      setStatus('idle')
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
    setUnsaved(null)
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
    setUnsaved(null)
    setStatus('idle')
    busy.current = false
    if (left.current) return
    if (failure) return setError(failure)
    onDeleted?.()
    await navigate({ to: localePath(locale, '/'), state: { flash: deleteMessages.deleted } })
  }

  return { status, error, pending, submit, cancel, confirm }
}
