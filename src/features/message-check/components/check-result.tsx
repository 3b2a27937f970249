import type { Verdict } from '../check-rules'
import { describe, distinctFindings, shorten } from '../finding-text'
import { useCheckWords } from '../words-context'
import { ShareWarning } from './share-warning'

/** The verdict in a live region: its level, what was found and what to do, the check's limits. */
export function CheckResult({ verdict }: { verdict: Verdict | null }) {
  const words = useCheckWords()
  const findings = verdict ? distinctFindings(verdict.findings) : []
  return (
    <section className="check-result" aria-live="polite" aria-labelledby="check-result-title">
      {verdict && (
        <div className={`card check-result__card check-result--${verdict.level}`}>
          <h2 id="check-result-title">{words.levels[verdict.level]}</h2>
          <h3>{words.found}</h3>
          {findings.length === 0 ? (
            <p>{words.noneFound}</p>
          ) : (
            <ul className="check-result__findings">
              {findings.map((finding) => (
                <li key={`${finding.code} ${finding.host ?? ''}`}>
                  <strong>{describe(words.findings[finding.code].title, finding)}</strong>{' '}
                  {describe(words.findings[finding.code].advice, finding)}
                </li>
              ))}
            </ul>
          )}
          {verdict.links.length > 0 && (
            <>
              <h3>{words.links}</h3>
              <ul className="check-result__links">
                {verdict.links.slice(0, 10).map((link, index) => (
                  <li key={index}>
                    <code>{shorten(link.text)}</code> {words.goesTo}{' '}
                    <mark>{shorten(link.host)}</mark>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="check-result__limits">{words.limits}</p>
          <ShareWarning verdict={verdict} findings={findings} />
        </div>
      )}
    </section>
  )
}
