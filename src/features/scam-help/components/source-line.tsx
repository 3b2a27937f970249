import { Fragment } from 'react'
import type { FactSource, OfficialSource, ReportedSource } from '@/config/scam-help-types'
import { spellDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'

/** A source's page named by who publishes it and, when it has one, its title. */
export const officialName = (source: OfficialSource) =>
  source.page ? `${source.site}: ${source.page}` : source.site

/**
 * Where a fact comes from: an official page, or the reports that agree on it when no official
 * page states it. The day it was checked shows only when its section does not state one for all.
 */
export function SourceLine({ source, showChecked }: { source: FactSource; showChecked: boolean }) {
  const help = useScamHelpWords().help
  const checked = showChecked && `, ${help.checked} ${spellDate(source.checked, help)}`
  if (source.kind === 'reported') return <ReportedLine source={source} checked={checked} />
  return (
    <p className="fact-source">
      {help.source}: <a href={source.url}>{officialName(source)}</a>
      {checked}
    </p>
  )
}

function ReportedLine({ source, checked }: { source: ReportedSource; checked: string | false }) {
  const help = useScamHelpWords().help
  return (
    <p className="fact-source fact-source--reported">
      {help.reportedBy}{' '}
      {source.reports.map((report, index) => (
        <Fragment key={`${report.outlet}${report.published}`}>
          {index > 0 && (index === source.reports.length - 1 ? ` ${help.and} ` : ', ')}
          {report.url ? <a href={report.url}>{report.outlet}</a> : report.outlet} (
          {spellDate(report.published, help)}
          {report.via && `, ${help.via} ${report.via}`})
        </Fragment>
      ))}
      ; {help.noOfficialPage}
      {checked}
    </p>
  )
}
