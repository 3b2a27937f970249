import { laws } from '@/config/scam-help-laws'
import { useScamHelpWords } from '../words-context'
import { SourceLine } from './source-line'

/** The laws that apply, each in one plain line with its official source. */
export function HelpLaws() {
  const words = useScamHelpWords()
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
            <SourceLine source={law.source} />
          </li>
        ))}
      </ul>
    </section>
  )
}
