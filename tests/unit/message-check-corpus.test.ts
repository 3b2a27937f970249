import { describe, expect, it } from 'vitest'
import { checkMessage } from '@/features/message-check/check-rules'
import { MESSAGES } from '../corpus/messages'
import { missedThresholds, tallyCorpus } from '../corpus/tally'

describe('the labelled corpus', () => {
  it('holds at least 150 messages: 90 scams of 12 kinds and 75 ordinary ones', () => {
    const scams = MESSAGES.filter((message) => message.scam)
    expect(MESSAGES.length).toBeGreaterThanOrEqual(150)
    expect(scams.length).toBeGreaterThanOrEqual(90)
    expect(new Set(scams.map((message) => message.kind)).size).toBeGreaterThanOrEqual(12)
    expect(MESSAGES.length - scams.length).toBeGreaterThanOrEqual(75)
    expect(MESSAGES.filter((message) => message.holdout)).toHaveLength(20)
  })

  it('flags 95% of scams, 80% at high risk, at most 1% of ordinary messages high, 90% unflagged', () => {
    const tally = tallyCorpus(MESSAGES, (text) => checkMessage(text).level)
    expect(missedThresholds(tally)).toEqual([])
  })

  it('holds the same bars on the Cebuano messages alone', () => {
    const cebuano = MESSAGES.filter((message) => message.lang === 'ceb')
    expect(cebuano.filter((message) => message.scam).length).toBeGreaterThanOrEqual(60)
    expect(cebuano.filter((message) => !message.scam).length).toBeGreaterThanOrEqual(40)
    const tally = tallyCorpus(cebuano, (text) => checkMessage(text).level)
    expect(missedThresholds(tally)).toEqual([])
  })
})
