import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { useLocale } from '@/components/locale-context'
import { expiringStorage } from '@/lib/expiring-storage'
import { localePath } from '@/lib/locale'

export type ResetLink = { token?: string; email?: string }

/** How long a reset link is kept for this tab after it was opened. */
const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000

function acceptLink(value: object): ResetLink {
  const { token, email } = value as Record<string, unknown>
  return {
    token: typeof token === 'string' ? token : undefined,
    email: typeof email === 'string' ? email : undefined,
  }
}

const storedLink = expiringStorage('reset-link', RESET_LINK_LIFETIME_MS, acceptLink)

export const forgetResetLink = storedLink.forget

const inAddress = (search: ResetLink) => search.token !== undefined || search.email !== undefined

/** The link the page will read: the address bar's, else the one kept for this tab. */
export const currentResetLink = (search: ResetLink): ResetLink =>
  inAddress(search) ? search : (storedLink.read() ?? {})

/**
 * Takes the reset token and email out of the address bar and history as soon as they are read,
 * keeping them for this tab only, for 30 minutes, so that a reload still works.
 */
export function useResetLink(search: ResetLink) {
  const navigate = useNavigate()
  const fromUrl = inAddress(search)
  const [link] = useState<ResetLink>(() => {
    if (!fromUrl) return storedLink.read() ?? {}
    storedLink.write(search)
    return search
  })

  useEffect(() => {
    if (fromUrl) void navigate({ to: '.', search: {}, replace: true })
  }, [fromUrl, navigate])

  return link
}

/** The way out of every view: home in the page's language, the link forgotten as it is left. */
export function useGoHome() {
  const navigate = useNavigate()
  const home = localePath(useLocale(), '/')
  return useCallback(() => {
    forgetResetLink()
    void navigate({ to: home })
  }, [navigate, home])
}
