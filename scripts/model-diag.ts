import { opinionOf } from '../src/features/message-check/check-rules.ts'
import { normaliseForRules } from '../src/features/message-check/normalise-text.ts'
import { loadBenchmarks, reportedTexts } from './benchmark-sets.ts'
import { CHECK_MODEL } from '../src/features/message-check/check-model.ts'
const o = opinionOf(CHECK_MODEL)
for (const set of loadBenchmarks('/work/shared/benchmarks').filter((s) => s.learnable)) {
  const s = reportedTexts(set).map((t) => o.score(normaliseForRules(t)))
  const q = (t: number) => ((s.filter((x) => x >= t).length / s.length) * 100).toFixed(1)
  console.log(
    set.id.padEnd(22),
    'warn',
    q(o.warnAt),
    'strong',
    q(o.strongAt),
    '0.5',
    q(0.5),
    '0.3',
    q(0.3),
  )
}
