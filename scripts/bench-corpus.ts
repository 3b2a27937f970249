import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { checkMessage, opinionOf } from '../src/features/message-check/check-rules.ts'
import { MESSAGES } from '../tests/corpus/messages.ts'
import { tallyCorpus } from '../tests/corpus/tally.ts'
import { type BenchSet, learnedTexts, loadBenchmarks } from './benchmark-sets.ts'
import { type CheckFigures, FIGURES_FILE, setFigures } from './corpus-figures.ts'
import { foldsOf, trainModel } from './learn-check.ts'
import { learnableExamples } from './train-check.ts'

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(6)
const levelOf = (text: string) => checkMessage(text).level

const dir = resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? '../shared/benchmarks',
)
const sets = loadBenchmarks(dir)
if (sets.length === 0) {
  console.log(
    `No benchmarks in ${dir}: nothing to measure (give the folder as the first argument).`,
  )
  process.exit(0)
}

console.log(
  `Public sets in ${dir} (learnable sets: their held-out half only, never learned from)\n`,
)
const figures = setFigures(sets, levelOf)
for (const set of figures) {
  const line =
    set.kind === 'scam'
      ? `flagged ${percent(set.flagged)}  high ${percent(set.high)}`
      : `high ${percent(set.high)}  flagged ${percent(set.flagged)}`
  console.log(
    `${set.id.padEnd(22)} ${set.kind.padEnd(8)} n=${String(set.count).padStart(5)}  ${line}`,
  )
}

/** The repo's corpus by 5-fold cross-validation: the model that judges a message never saw it. */
function corpusByFolds(learnable: BenchSet[]) {
  const learned = learnableExamples(learnable)
  const fold = foldsOf(MESSAGES.length, 5, 7)
  const levels = new Map<string, ReturnType<typeof levelOf>>()
  for (let k = 0; k < 5; k += 1) {
    const training = MESSAGES.filter((m, i) => fold[i] !== k && !m.holdout).map((m) => ({
      text: m.text,
      scam: m.scam,
      source: 'corpus',
    }))
    const opinion = opinionOf(trainModel([...training, ...learned]))
    MESSAGES.forEach((m, i) => {
      if (fold[i] === k) levels.set(m.text, checkMessage(m.text, opinion).level)
    })
  }
  return (messages: typeof MESSAGES) => tallyCorpus(messages, (text) => levels.get(text) ?? 'none')
}

const tallyOf = process.argv.includes('--quick')
  ? (messages: typeof MESSAGES) => tallyCorpus(messages, levelOf)
  : corpusByFolds(sets.filter((set) => set.learnable))
const tally = tallyOf(MESSAGES)
console.log(
  `\nRepo corpus (${MESSAGES.length} messages, by kind${process.argv.includes('--quick') ? ', shipped model' : ', 5-fold'})`,
)
for (const t of tally.byKind) {
  const line = t.scam
    ? `flagged ${percent((t.high + t.warning) / t.count)}  high ${percent(t.high / t.count)}`
    : `high ${percent(t.high / t.count)}  unflagged ${percent(t.none / t.count)}`
  console.log(
    `${(t.scam ? 'scam ' : 'ok   ') + t.kind.padEnd(24)} n=${String(t.count).padStart(4)}  ${line}`,
  )
}
console.log(
  `all scams: flagged ${percent(tally.scamsFlagged)}, high ${percent(tally.scamsHigh)}; ordinary: high ${percent(tally.ordinaryHigh)}, unflagged ${percent(tally.ordinaryUnflagged)}`,
)

for (const lang of ['en', 'fil', 'ceb'] as const) {
  const part = tallyOf(MESSAGES.filter((m) => m.lang === lang))
  console.log(
    `${lang.padEnd(4)} scams: flagged ${percent(part.scamsFlagged)}, high ${percent(part.scamsHigh)}; ordinary: high ${percent(part.ordinaryHigh)}, unflagged ${percent(part.ordinaryUnflagged)}`,
  )
}

if (process.argv.includes('--misses')) {
  // Only the halves the check may learn from: Smishtank and held-out halves are never read.
  for (const set of sets.filter((s) => s.learnable)) {
    const wrong = learnedTexts(set)
      .map((text) => ({ text, verdict: checkMessage(text) }))
      .filter(({ verdict }) =>
        set.kind === 'scam' ? verdict.level === 'none' : verdict.level !== 'none',
      )
    console.log(`\n## ${set.id} (learned half): ${wrong.length} wrong`)
    for (const { text, verdict } of wrong.slice(0, 60)) {
      const codes = verdict.findings.map((f) => f.code).join(',')
      console.log(
        `${verdict.level.padEnd(7)} ${codes} | ${text.replace(/\s+/g, ' ').slice(0, 150)}`,
      )
    }
  }
}

const previous: CheckFigures | undefined = existsSync(FIGURES_FILE)
  ? JSON.parse(readFileSync(FIGURES_FILE, 'utf8'))
  : undefined
if (JSON.stringify(previous?.sets) !== JSON.stringify(figures)) {
  const date = new Date().toISOString().slice(0, 10)
  writeFileSync(FIGURES_FILE, `${JSON.stringify({ date, sets: figures }, null, 2)}\n`)
  console.log(`\nWrote ${FIGURES_FILE} (${date}).`)
}
