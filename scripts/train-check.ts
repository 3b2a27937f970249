import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { format, resolveConfig } from 'prettier'
import { MESSAGES } from '../tests/corpus/messages.ts'
import { type BenchSet, learnedTexts, loadBenchmarks } from './benchmark-sets.ts'
import { type Example, trainModel } from './learn-check.ts'

const MODEL_FILE = 'src/features/message-check/check-model.ts'
const WRITTEN_DIR = 'tests/corpus/written'

/**
 * Everyday messages and scams written to teach the model, one a line, scams in the files named
 * `*-scams.txt`.
 */
function writtenExamples(dir = WRITTEN_DIR): Example[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) =>
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((text) => ({ text, scam: file.endsWith('-scams.txt'), source: 'written' })),
    )
}

/**
 * What the model learns from beside the corpus: the messages written for it, and the half of each
 * set the licence lets us learn from that is not reported (never Smishtank).
 */
export function learnableExamples(sets: BenchSet[]): Example[] {
  return [
    ...writtenExamples(),
    ...sets.flatMap((set) =>
      learnedTexts(set).map((text) => ({ text, scam: set.kind === 'scam', source: set.id })),
    ),
  ]
}

/** What the model learns from: the repo's corpus less its held-out messages, and the above. */
export function trainingExamples(dir: string): Example[] {
  const corpus = MESSAGES.filter((m) => !m.holdout).map((m) => ({
    text: m.text,
    scam: m.scam,
    source: 'corpus',
  }))
  return [...corpus, ...learnableExamples(loadBenchmarks(dir))]
}

if (process.argv[1]?.endsWith('train-check.ts')) await main()
async function main() {
  const dir = resolve(process.argv[2] ?? '../shared/benchmarks')
  const examples = trainingExamples(dir)
  if (examples.every((e) => e.source === 'corpus')) {
    console.error(
      `No benchmarks in ${dir}: the model is trained on them too, so it is left as it is.`,
    )
    process.exit(1)
  }
  const model = trainModel(examples)
  const source = `import type { LearnedModel } from './learned-model'

/** Written by \`npm run train:check\` from ${examples.length} messages; do not edit by hand. */
export const CHECK_MODEL: LearnedModel = {
${Object.entries(model)
  .map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`)
  .join('\n')}
}
`
  const options = await resolveConfig(MODEL_FILE)
  writeFileSync(MODEL_FILE, await format(source, { ...options, filepath: MODEL_FILE }))
  console.log(
    `Trained on ${examples.length} messages: warn at ${model.warnAt}, strong at ${model.strongAt}; ${MODEL_FILE}`,
  )
}
