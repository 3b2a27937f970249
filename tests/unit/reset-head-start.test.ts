import { runInThisContext } from 'node:vm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginResetCheck, takeResetCheck } from '@/features/reset-password/early-check'
import { linkCheckScript } from '@/features/reset-password/link-check-head-start'
import { resetLinkSearch } from '@/features/reset-password/reset-link-search'
import { parseSearch } from '@/lib/search-params'
import { DEMO_EMAIL, DEMO_RESET_TOKEN } from '../../local-api/store'
import { callsTo, setupLocalApi } from './account-test-kit'

const { sent } = setupLocalApi()
const VALIDATE = '/user/validate-reset-token'

/** Opens the reset page at `query` and runs its inline script, as text, as its HTML does. */
function openWithHeadStart(query: string) {
  window.history.replaceState(null, '', `/reset-password${query}`)
  runInThisContext(linkCheckScript('/api/v1'))
}

/** What the page's loader does with its address, then the answer its view takes. */
function pageCheck() {
  const link = resetLinkSearch(parseSearch(window.location.search))
  beginResetCheck(link)
  const answer = link.token && link.email ? takeResetCheck(link.token, link.email) : undefined
  return Promise.resolve(answer).catch((error: unknown) => error)
}

const earlyUrls = () => Object.keys(window.earlyResponses ?? {})

afterEach(() => {
  delete window.earlyResponses
  window.history.replaceState(null, '', '/')
})

describe("the reset page's HTML asks about its link before the page's code arrives", () => {
  it('and the page takes that answer: one request, the answer the page would have had', async () => {
    openWithHeadStart(`?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`)
    expect(earlyUrls()).toHaveLength(1)
    await expect(pageCheck()).resolves.toMatchObject({ valid: true, user: { email: DEMO_EMAIL } })
    expect(callsTo(sent, VALIDATE)).toHaveLength(1)
  })

  it.each([
    'token=12e4&email=a+b%40mail.ph',
    'email=a%40mail.ph&token=t%2Bk%3D%3D',
    'token=first&token=second&email=a%40mail.ph',
    'token=x&email=a%40mail.ph&utm_source=sms',
  ])('reading the address as the page does: %s', async (query) => {
    openWithHeadStart(`?${query}`)
    const [early] = earlyUrls()
    await pageCheck()
    const asked = callsTo(sent, VALIDATE)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.search).toBe(new URL(early ?? '', window.location.href).search)
  })

  it.each([
    '',
    '?token=x',
    '?token=&email=a%40mail.ph',
    '?token&email=a%40mail.ph',
    '?token=%E0%A4%A&email=a%40mail.ph',
  ])('and leaves %j to the page', (query) => {
    openWithHeadStart(query)
    expect(window.earlyResponses).toBeUndefined()
  })

  it('but not while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    openWithHeadStart(`?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`)
    expect(window.earlyResponses).toBeUndefined()
  })

  it('an answer is taken once: asked again, the page goes to the network', async () => {
    openWithHeadStart(`?token=${DEMO_RESET_TOKEN}&email=${encodeURIComponent(DEMO_EMAIL)}`)
    await pageCheck()
    await pageCheck()
    expect(callsTo(sent, VALIDATE)).toHaveLength(2)
  })
})
