import { Link } from '@tanstack/react-router'
import '@/styles/check-result.css'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import type { Verdict } from '../check-rules'
import { distinctFindings } from '../finding-text'
import { useCheckWords } from '../words-context'
import { LinkList, WeakSigns, WordFindings } from './finding-lists'
import { LevelIcon } from './level-icon'
import { MarkedMessage } from './marked-message'
import { resultGroups } from './result-groups'
import { ShareWarning } from './share-warning'

type ResultProps = { message: string; verdict: Verdict; onCheckAnother: () => void }

/**
 * The verdict: its level in words, shape and colour; the message with what was found marked;
 * what was found and what to do; the check's limits. Nothing a "No red flags found" does not need.
 */
export function CheckResult({ message, verdict, onCheckAnother }: ResultProps) {
  const words = useCheckWords()
  const locale = useLocale()
  const flagged = verdict.level !== 'none'
  const groups = resultGroups(verdict)
  return (
    <section
      className={`card check-result check-result--${verdict.level}`}
      aria-labelledby="check-result-title"
    >
      <h2 id="check-result-title" className="check-result__title">
        <LevelIcon level={verdict.level} />
        {words.levels[verdict.level]}
      </h2>
      <MarkedMessage message={message} verdict={verdict} />
      {groups.words.length > 0 && (
        <>
          <h3>{words.found}</h3>
          <WordFindings items={groups.words} />
        </>
      )}
      {groups.links.length > 0 && (
        <>
          <h3>{words.links}</h3>
          <LinkList items={groups.links} />
        </>
      )}
      {groups.weak.length > 0 && (
        <>
          <h3>{words.weakSigns}</h3>
          <WeakSigns findings={groups.weak} />
        </>
      )}
      {!flagged && groups.weak.length === 0 && <p>{words.noneFound}</p>}
      {verdict.level === 'high' && (
        <p className="check-result__help">
          <strong>{words.alreadyPaid}</strong>{' '}
          <Link to={localePath(locale, '/help')}>{words.getHelp}</Link>
        </p>
      )}
      <p className="check-result__limits">{flagged ? words.limits : words.limitsNone}</p>
      <div className="check-result__actions">
        {flagged && (
          <ShareWarning verdict={verdict} findings={distinctFindings(verdict.findings)} />
        )}
        <button type="button" className="button button--secondary" onClick={onCheckAnother}>
          {words.checkAnother}
        </button>
      </div>
    </section>
  )
}
