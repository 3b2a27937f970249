import type { Verdict } from '../check-rules'
import { useCheckWords } from '../words-context'
import { markRanges } from './mark-ranges'

/** Enough of a long message to see what was marked; the rest is not shown. */
const SHOWN = 20_000

/**
 * The message as it was written, as text, with the words and links behind the red flags marked.
 * Under "No red flags found" nothing is marked.
 */
export function MarkedMessage({ message, verdict }: { message: string; verdict: Verdict }) {
  const words = useCheckWords()
  const shown = message.slice(0, SHOWN)
  const ranges = verdict.level === 'none' ? [] : markRanges(shown, verdict)
  const parts: React.ReactNode[] = []
  let at = 0
  for (const { start, end } of ranges) {
    parts.push(shown.slice(at, start), <mark key={start}>{shown.slice(start, end)}</mark>)
    at = end
  }
  parts.push(shown.slice(at))
  return (
    <>
      <h3 id="check-message-title">{ranges.length ? words.markedMessage : words.yourMessage}</h3>
      <div
        className="check-message"
        role="region"
        aria-labelledby="check-message-title"
        // A long message scrolls in its box, by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {parts}
      </div>
      {message.length > SHOWN && <p className="check-result__note">{words.partlyShown}</p>}
      {verdict.truncated === true && <p className="check-result__note">{words.truncated}</p>}
    </>
  )
}
