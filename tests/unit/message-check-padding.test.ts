import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { MAX_RULE_TEXT } from '@/features/message-check/normalise-text'

const SCAM =
  'GCash: Your account is locked. Verify within 24 hours at https://gcash-verify.top/login'

const summary = (text: string) => {
  const { level, findings } = checkMessage(text)
  return { level, codes: findings.map((finding) => finding.code).sort() }
}

describe('invisible padding', () => {
  it.each([
    ['zero-width spaces', '\u200b'],
    ['soft hyphens', '\u00ad'],
    ['spaces', ' '],
    ['line breaks', '\n'],
    ['word joiners and direction marks', '\u2060\u200e'],
    ['variation selectors', '\ufe0f'],
  ])('gives the same verdict with 10,000 %s in front', (_name, pad) => {
    expect(summary(pad.repeat(10_000) + SCAM)).toEqual(summary(SCAM))
  })

  it('reads a scam word broken up by invisible characters', () => {
    expect(
      summary(
        'G\u200bC\u00adash: Your account is locked. Verify within 24 hours at https://gcash-verify.top/login',
      ),
    ).toEqual(summary(SCAM))
  })
})

describe('long messages', () => {
  it('says when only the start of a message was read', () => {
    expect(checkMessage(SCAM).truncated).toBe(false)
    expect(checkMessage(`${'Kumusta ka na? '.repeat(1_000)}${SCAM}`).truncated).toBe(true)
  })

  it('reads the first part of a long message', () => {
    const long = `${SCAM} ${'Ingat palagi. '.repeat(2_000)}`
    expect(long.length).toBeGreaterThan(MAX_RULE_TEXT * 2)
    expect(checkMessage(long).level).toBe('high')
  })
})

describe('where findings stand in the message', () => {
  it('marks the words behind a text finding as the message writes them', () => {
    const text = '\u200b\u200bHi po! Pa-SEND po ng OTP na natanggap mo.'
    const finding = checkMessage(text).findings.find((f) => f.code === 'asks-for-code')
    expect(finding?.excerpt).toBe('Pa-SEND po ng OTP')
    expect(text.slice(finding!.start, finding!.end)).toBe(finding?.excerpt)
  })

  it('marks each link where it stands, padding included', () => {
    const text = `${'\u200b'.repeat(50)}Open bit.ly/3xYzAb now`
    const [link] = checkMessage(text).links
    expect(link?.text).toBe('bit.ly/3xYzAb')
    expect(text.slice(link!.start, link!.end)).toBe('bit.ly/3xYzAb')
  })
})
