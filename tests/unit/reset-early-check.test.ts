import { afterEach, describe, expect, it, vi } from 'vitest'
import { beginResetCheck, takeResetCheck } from '@/features/reset-password/early-check'
import { DEMO_EMAIL, DEMO_RESET_TOKEN } from '../../local-api/store'
import { callsTo, setupLocalApi } from './account-test-kit'

const { sent } = setupLocalApi()
const VALIDATE = '/user/validate-reset-token'

afterEach(() => {
  takeResetCheck(DEMO_RESET_TOKEN, DEMO_EMAIL)
  sessionStorage.clear()
})

describe('the reset link checked while the page loads', () => {
  it('asks once and hands the answer over once, to the same link only', async () => {
    beginResetCheck({ token: DEMO_RESET_TOKEN, email: DEMO_EMAIL })
    expect(takeResetCheck(DEMO_RESET_TOKEN, 'someone@example.com')).toBeUndefined()
    await expect(takeResetCheck(DEMO_RESET_TOKEN, DEMO_EMAIL)).resolves.toMatchObject({
      valid: true,
      user: { email: DEMO_EMAIL },
    })
    expect(takeResetCheck(DEMO_RESET_TOKEN, DEMO_EMAIL)).toBeUndefined()
    expect(callsTo(sent, VALIDATE)).toHaveLength(1)
  })

  it('asks nothing for a link without its email, or while offline', () => {
    beginResetCheck({ token: DEMO_RESET_TOKEN })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    beginResetCheck({ token: DEMO_RESET_TOKEN, email: DEMO_EMAIL })
    expect(takeResetCheck(DEMO_RESET_TOKEN, DEMO_EMAIL)).toBeUndefined()
  })
})
