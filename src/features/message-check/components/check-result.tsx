import { Link } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import type { Verdict } from '../check-rules'
import { describe, distinctFindings, shorten } from '../finding-text'
import { useCheckWords } from '../words-context'
import { ShareWarning } from './share-warning'

/** The verdict in a live region: its level, what was found and what to do, the check's limits. */
export function CheckResult({ verdict }: { verdict: Verdict | null }) {
  const words = useCheckWords()
  const locale = useLocale()
  const findings = verdict ? distinctFindings(verdict.findings) : []
  return (
    <div className="check-result" aria-live="polite">
      {verdict && (
        <section
          className={`card check-result__card check-result--${verdict.level}`}
          aria-labelledby="check-result-title"
        >
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
                  {finding.kind && (
                    <>
                      {' '}
                      <Link to={localePath(locale, '/scams')} hash={finding.kind}>
                        {words.aboutKind}
                      </Link>
                    </>
                  )}
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
          {verdict.level === 'high' && (
            <p className="check-result__help">
              <strong>{words.alreadyPaid}</strong>{' '}
              <Link to={localePath(locale, '/help')}>{words.getHelp}</Link>
            </p>
          )}
          <p className="check-result__limits">{words.limits}</p>
          <ShareWarning verdict={verdict} findings={findings} />
        </section>
      )}
    </div>
  )
}
