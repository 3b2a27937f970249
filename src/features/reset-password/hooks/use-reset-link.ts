import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

export type ResetLink = { token?: string; email?: string }

const STORAGE_KEY = 'reset-link'
/** How long a reset link is kept for this tab after it was opened. */
const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000

export function forgetResetLink() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing stored
  }
}

function readStoredLink(): ResetLink {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return {}
    const { token, email, expiresAt } = stored as Record<string, unknown>
    const left = Number(expiresAt) - Date.now()
    if (!(left > 0 && left <= RESET_LINK_LIFETIME_MS)) {
      forgetResetLink()
      return {}
    }
    return {
      token: typeof token === 'string' ? token : undefined,
      email: typeof email === 'string' ? email : undefined,
    }
  } catch {
    return {}
  }
}

function storeLink({ token, email }: ResetLink) {
  try {
    const expiresAt = Date.now() + RESET_LINK_LIFETIME_MS
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ token, email, expiresAt }))
  } catch {
    // Without session storage a reload simply needs the emailed link again.
  }
}

/**
 * Takes the reset token and email out of the address bar and history as soon as they are read,
 * keeping them for this tab only, for 30 minutes, so that a reload still works.
 */
export function useResetLink(search: ResetLink) {
  const navigate = useNavigate()
  const fromUrl = search.token !== undefined || search.email !== undefined
  const [link] = useState<ResetLink>(() => {
    if (!fromUrl) return readStoredLink()
    storeLink(search)
    return search
  })

  useEffect(() => {
    if (fromUrl) void navigate({ to: '.', search: {}, replace: true })
  }, [fromUrl, navigate])

  return link
}
