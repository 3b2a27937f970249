import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

export type ResetLink = { token?: string; email?: string }

const STORAGE_KEY = 'reset-link'

function readStoredLink(): ResetLink {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    if (typeof stored !== 'object' || stored === null) return {}
    const { token, email } = stored as Record<string, unknown>
    return {
      token: typeof token === 'string' ? token : undefined,
      email: typeof email === 'string' ? email : undefined,
    }
  } catch {
    return {}
  }
}

function storeLink(link: ResetLink) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(link))
  } catch {
    // Without session storage a reload simply needs the emailed link again.
  }
}

/**
 * Takes the reset token and email out of the address bar and history as soon as they are read,
 * keeping them for this tab only so that a reload still works.
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
    if (fromUrl) void navigate({ to: '/reset-password', search: {}, replace: true })
  }, [fromUrl, navigate])

  const forget = () => {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY)
    } catch {
      // nothing stored
    }
  }
  return { ...link, forget }
}
