import type { ScamKind } from '@/config/scam-kinds'
import { useScamHelpWords } from '../words-context'

/**
 * One kind of scam, folded under its name: its sample message as plain text (never a link), red
 * flags, what to do, and the way back to the contents. The anchor is inside the fold, at its top,
 * so that a link to it opens the section (the browser reveals a fragment's closed `<details>`).
 */
export function ScamKindSection({ kind }: { kind: ScamKind }) {
  const words = useScamHelpWords()
  const guide = words.guide
  const entry = words.kinds[kind]
  return (
    <section aria-labelledby={`${kind}-title`} className="scam-kind">
      <details>
        <summary>
          <h2 id={`${kind}-title`}>{entry.title}</h2>
        </summary>
        <span id={kind} className="scam-kind__anchor" />
        <figure className="scam-example">
          <figcaption>{guide.example}</figcaption>
          <blockquote className="help-box">
            <p>{entry.example}</p>
          </blockquote>
        </figure>
        <h3>{guide.redFlags}</h3>
        <ul>
          {entry.redFlags.map((flag) => (
            <li key={flag}>{flag}</li>
          ))}
        </ul>
        <h3>{guide.whatToDo}</h3>
        <ul>
          {entry.whatToDo.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <p className="scam-kind__back">
          <a href="#scams-contents">{guide.backToContents}</a>
        </p>
      </details>
    </section>
  )
}
