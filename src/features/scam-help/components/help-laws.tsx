import { lawPoints, laws } from '@/config/scam-help-laws'
import { sharedCheckDate } from '../fact-text'
import { useScamHelpWords } from '../words-context'
import { CheckedLine } from './checked-line'
import { SourceLine } from './source-line'

const sources = [...laws.map((law) => law.source), ...lawPoints.map((point) => point.source)]

/** The laws that apply, each in one plain line with its source; under a law, what it allows. */
export function HelpLaws() {
  const words = useScamHelpWords()
  const showChecked = !sharedCheckDate(sources)
  return (
    <section aria-labelledby="help-laws" className="help-laws">
      <h2 id="help-laws">{words.help.lawsHeading}</h2>
      <ul className="contact-list">
        {laws.map((law) => (
          <li key={law.id} className="card contact">
            <h3>
              {law.title} ({law.year}): {law.name}
            </h3>
            <p>{words.laws[law.id]}</p>
            <SourceLine source={law.source} showChecked={showChecked} />
            {lawPoints
              .filter((point) => point.law === law.id)
              .map((point) => (
                <div key={point.id} className="law-point">
                  <p>{words.lawPoints[point.id](point.figure?.value ?? 0)}</p>
                  <SourceLine source={point.source} showChecked={showChecked} />
                </div>
              ))}
          </li>
        ))}
      </ul>
      <CheckedLine sources={sources} />
    </section>
  )
}
