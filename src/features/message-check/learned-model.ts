/**
 * A second opinion that reads the words: logistic regression over hashed word, word-pair and
 * character features, its weights trained by `npm run train:check` (scripts/train-check.ts).
 */
export interface LearnedModel {
  /** Number of hashed feature slots (a power of two). */
  buckets: number
  bias: number
  /** The step between levels: a weight is `scale * (level - 8)`. */
  scale: number
  /** Scores from which the message reads like scam or spam: a hint, likely, then strong. */
  weakAt: number
  warnAt: number
  strongAt: number
  /** Each weight's level, "a" to "p" for 0 to 15; "A" to "Z" skip 1 to 26 buckets of level 8. */
  weights: string
}

/** The weights a model file holds, unpacked once. */
export function unpackWeights(model: LearnedModel): Float32Array {
  const weights = new Float32Array(model.buckets)
  let slot = 0
  for (const letter of model.weights) {
    const code = letter.charCodeAt(0)
    if (code >= 65 && code <= 90) slot += code - 64
    else if (code >= 97 && code <= 112 && slot < model.buckets) {
      weights[slot] = model.scale * (code - 105)
      slot += 1
    } else throw new Error('Model weights do not fit its buckets')
  }
  if (slot !== model.buckets) throw new Error('Model weights do not fit its buckets')
  return weights
}

/** FNV-1a, 32 bits. */
export function hashFeature(feature: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < feature.length; i += 1) {
    h ^= feature.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const MAX_WORDS = 400
const WORD = /[\p{L}\p{N}₱$£€]+/gu

/** A word as the model reads it: digits become 0, so "P7,748" and "P5,000" are alike. */
const shape = (word: string) => word.replace(/[0-9]+/g, '0')

/** The features of a text already in the rules' form (`normaliseForRules`), each counted once. */
export function modelFeatures(words: string): string[] {
  const tokens = (words.match(WORD) ?? []).slice(0, MAX_WORDS).map(shape)
  const features = new Set<string>()
  tokens.forEach((token, i) => {
    features.add(`w:${token}`)
    if (i > 0) features.add(`b:${tokens[i - 1]} ${token}`)
    const padded = ` ${token} `
    for (let at = 0; at + 3 <= padded.length && at < 24; at += 1) {
      features.add(`c:${padded.slice(at, at + 3)}`)
    }
  })
  return [...features]
}

/** Slot and sign of each feature: a signed hash keeps collisions from adding up one way. */
export function featureSlots(features: string[], buckets: number): Int32Array {
  const slots = new Int32Array(features.length)
  features.forEach((feature, i) => {
    const h = hashFeature(feature)
    const slot = h & (buckets - 1)
    slots[i] = h & 0x80000000 ? -(slot + 1) : slot + 1
  })
  return slots
}

/** The model's score between 0 and 1 from the slots of a text's features. */
export function scoreSlots(slots: Int32Array, weights: Float32Array, bias: number): number {
  if (slots.length === 0) return 1 / (1 + Math.exp(-bias))
  let sum = 0
  for (const signed of slots) {
    const weight = weights[Math.abs(signed) - 1] ?? 0
    sum += signed > 0 ? weight : -weight
  }
  const z = bias + sum / Math.sqrt(slots.length)
  return 1 / (1 + Math.exp(-z))
}

/** A scorer for a model file: text in the rules' form in, a score between 0 and 1 out. */
export function modelScorer(model: LearnedModel): (words: string) => number {
  const weights = unpackWeights(model)
  return (words) =>
    scoreSlots(featureSlots(modelFeatures(words), model.buckets), weights, model.bias)
}
