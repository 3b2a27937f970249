import type { FactSource } from '@/config/scam-help-types'
import { sharedCheckDate, spellDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'

/** The day a section's sources were checked, said once; nothing when they differ (each says its own). */
export function CheckedLine({ sources }: { sources: FactSource[] }) {
  const help = useScamHelpWords().help
  const date = sharedCheckDate(sources)
  if (!date) return null
  return <p className="fact-checked">{help.checkedAll(spellDate(date, help))}</p>
}
