import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CHECK_MODEL } from '@/features/message-check/check-model'
import { checkMessage, type SecondOpinion } from '@/features/message-check/check-rules'
import {
  featureSlots,
  modelFeatures,
  modelScorer,
  unpackWeights,
} from '@/features/message-check/learned-model'
import { normaliseForRules } from '@/features/message-check/normalise-text'
import { trainModel } from '../../scripts/learn-check'
import { trainingExamples } from '../../scripts/train-check'
import { checkByRules } from './rules-only'

const score = modelScorer(CHECK_MODEL)
const scoreOf = (text: string) => score(normaliseForRules(text))

describe('the learned model', () => {
  it('unpacks one letter a bucket into its weight, "i" being none, and capitals into runs of none', () => {
    const weights = unpackWeights(CHECK_MODEL)
    expect(weights).toHaveLength(CHECK_MODEL.buckets)
    expect(weights.some((weight) => weight !== 0)).toBe(true)
    const none = unpackWeights({ ...CHECK_MODEL, weights: 'i'.repeat(CHECK_MODEL.buckets) })
    expect(none.every((weight) => weight === 0)).toBe(true)
    const top = unpackWeights({ ...CHECK_MODEL, weights: 'p'.repeat(CHECK_MODEL.buckets) })
    expect(top[0]).toBeCloseTo(7 * CHECK_MODEL.scale)
    expect(() => unpackWeights({ ...CHECK_MODEL, weights: 'AAAA' })).toThrow()
    // three buckets of none, one at the top level, then 630 runs of 26
    const run = unpackWeights({ ...CHECK_MODEL, weights: `Cp${'Z'.repeat(630)}` })
    expect(run).toHaveLength(CHECK_MODEL.buckets)
    expect([run[2], run[4], run[CHECK_MODEL.buckets - 1]]).toEqual([0, 0, 0])
    expect(run[3]).toBeCloseTo(7 * CHECK_MODEL.scale)
    expect(() => unpackWeights({ ...CHECK_MODEL, weights: `Cp${'Z'.repeat(631)}` })).toThrow()
    expect(() => unpackWeights({ ...CHECK_MODEL, weights: `Cq${'Z'.repeat(630)}` })).toThrow()
  })

  it('reads words, word pairs and letter triples, with digits as 0', () => {
    const features = modelFeatures(normaliseForRules('Claim P7,748 now'))
    expect(features).toEqual(expect.arrayContaining(['w:claim', 'b:claim ₱0', 'c: cl']))
    expect(featureSlots(features, 16).every((slot) => slot !== 0 && Math.abs(slot) <= 16)).toBe(
      true,
    )
  })

  it('scores a casino promo above an ordinary text, both between 0 and 1', () => {
    const spam = scoreOf('Libreng 888 bonus sa JILI slot! Register na at mag-deposit: jl777.lat')
    const ordinary = scoreOf('Nakauwi na ako, kain na tayo mamaya pag dating mo.')
    expect(spam).toBeGreaterThan(ordinary)
    expect(spam).toBeLessThanOrEqual(1)
    expect(ordinary).toBeGreaterThanOrEqual(0)
  })

  it('keeps its thresholds in order', () => {
    expect(CHECK_MODEL.weakAt).toBeLessThanOrEqual(CHECK_MODEL.warnAt)
    expect(CHECK_MODEL.warnAt).toBeLessThanOrEqual(CHECK_MODEL.strongAt)
  })

  it('never makes a message high risk on its own', () => {
    const certain: SecondOpinion = { score: () => 1, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
    const verdict = checkMessage('Kumusta ka na?', certain)
    expect(verdict.findings.map((finding) => finding.code)).toEqual(['worded-like-scam'])
    expect(verdict.level).toBe('warning')
  })

  it('makes high risk beside another finding only when strong', () => {
    const strong: SecondOpinion = { score: () => 0.8, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
    const likely: SecondOpinion = { ...strong, strongAt: 0.9 }
    const text = 'Nakita ko to sa reamvino.com'
    expect(checkByRules(text).findings.map((finding) => finding.code)).toEqual(['unknown-link'])
    expect(checkByRules(text).level).toBe('none')
    expect(checkMessage(text, strong).level).toBe('high')
    expect(checkMessage(text, likely).level).toBe('warning')
  })

  it('makes high risk, when strong, beside a number to call that weighs nothing alone', () => {
    const strong: SecondOpinion = { score: () => 0.8, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
    const text = 'A voicemail is waiting for you. Please call 0871 442 9051.'
    expect(checkByRules(text).findings).toEqual([
      expect.objectContaining({ code: 'asks-to-call', weight: 0 }),
    ])
    expect(checkMessage(text, strong).level).toBe('high')
    expect(checkMessage(text, { ...strong, strongAt: 0.9 }).level).toBe('warning')
  })

  it('makes high risk, when likely, beside a channel that is a sign on its own', () => {
    const likely: SecondOpinion = { score: () => 0.8, weakAt: 0.5, warnAt: 0.6, strongAt: 0.9 }
    const shortened = 'Your reward is ready: bit.ly/3xRwd'
    expect(checkByRules(shortened).findings).toEqual([
      expect.objectContaining({ code: 'shortened-link', weight: 2 }),
    ])
    expect(checkMessage(shortened, likely).level).toBe('high')
    expect(checkMessage(shortened, { ...likely, warnAt: 0.85 }).level).toBe('warning')
  })

  it('does not take the site a message names as its own for a channel', () => {
    const strong: SecondOpinion = { score: () => 0.8, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
    const text =
      'Lakeview Insurance: Book a free financial review with an advisor. Visit www.lakeviewinsurance.com.ph'
    const unnamed = 'Book a free financial review with an advisor. Visit www.lifeplanreview.com'
    expect(checkMessage(text, strong).level).toBe('warning')
    expect(checkMessage(unnamed, strong).level).toBe('high')
  })

  it('stays silent on a scam warning and on a message linking only to its sender', () => {
    const certain: SecondOpinion = { score: () => 1, weakAt: 0.5, warnAt: 0.6, strongAt: 0.7 }
    expect(checkMessage('Beware of scams: never share your OTP.', certain).level).toBe('none')
    expect(checkMessage('Load promo at smrt.ph/SmartApp', certain).level).toBe('none')
  })

  it('fits in 25 KB once compressed', () => {
    const file = readFileSync('src/features/message-check/check-model.ts')
    expect(brotliCompressSync(file).length).toBeLessThanOrEqual(25_000)
  })

  const benchmarks = resolve(process.env.BENCHMARKS_DIR ?? '../shared/benchmarks')
  it.runIf(existsSync(benchmarks))(
    'is what npm run train:check makes of the corpus and the learnable sets today',
    { timeout: 300_000 },
    () => {
      expect(trainModel(trainingExamples(benchmarks))).toEqual(CHECK_MODEL)
    },
  )
})
