import type { OfficialSource } from '@/config/scam-help-types'
import { spellDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'

/** The official page a fact comes from, and the day it was last checked there. */
export function SourceLine({ source }: { source: OfficialSource }) {
  const help = useScamHelpWords().help
  return (
    <p className="fact-source">
      {help.source}: <a href={source.url}>{new URL(source.url).hostname}</a>, {help.checked}{' '}
      {spellDate(source.checked, help.months)}
    </p>
  )
}
