import { checkMessage } from '../src/features/message-check/check-rules.ts'
import type { LabelledMessage } from '../tests/corpus/corpus-message.ts'
import { MESSAGES } from '../tests/corpus/messages.ts'
import { missedThresholds, tallyCorpus, THRESHOLDS } from '../tests/corpus/tally.ts'

const levelOf = (text: string) => checkMessage(text).level
const percent = (share: number) => `${(share * 100).toFixed(1)}%`

function report(title: string, messages: LabelledMessage[]) {
  const tally = tallyCorpus(messages, levelOf)
  console.log(`\n${title} (${messages.length} messages)`)
  console.table(
    tally.byKind.map(({ kind, scam, count, high, warning, none }) => ({
      kind,
      scam,
      count,
      high,
      warning,
      none,
    })),
  )
  for (const [name, limit] of Object.entries(THRESHOLDS)) {
    const bound =
      'atLeast' in limit ? `>= ${percent(limit.atLeast)}` : `<= ${percent(limit.atMost)}`
    console.log(
      `${name.padEnd(18)} ${percent(tally[name as keyof typeof THRESHOLDS]).padStart(6)}  (${bound})`,
    )
  }
  return tally
}

const whole = report('Whole corpus', MESSAGES)
report(
  'Held-out messages',
  MESSAGES.filter((message) => message.holdout),
)
if (process.argv.includes('--misses')) {
  for (const message of MESSAGES) {
    const { level, findings } = checkMessage(message.text)
    const missed = message.scam ? level === 'none' || level === 'warning' : level !== 'none'
    if (missed)
      console.log(
        `${message.scam ? 'SCAM' : 'OK  '} ${level.padEnd(7)} ${findings.map((f) => f.code).join(',')} | ${message.text.slice(0, 110)}`,
      )
  }
}
const missed = missedThresholds(whole)
if (missed.length > 0) {
  console.error(`\nMissed: ${missed.join(', ')}`)
  process.exitCode = 1
}
