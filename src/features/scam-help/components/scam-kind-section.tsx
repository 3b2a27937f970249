import { Link } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import type { ScamKind } from '@/config/scam-kinds'
import { localePath } from '@/lib/locale'
import { useScamHelpWords } from '../words-context'

/** One kind of scam: its sample message as plain text (never a link), red flags, what to do. */
export function ScamKindSection({ kind }: { kind: ScamKind }) {
  const locale = useLocale()
  const words = useScamHelpWords()
  const guide = words.guide
  const entry = words.kinds[kind]
  return (
    <section id={kind} aria-labelledby={`${kind}-title`} className="scam-kind">
      <h2 id={`${kind}-title`}>{entry.title}</h2>
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
      <ul className="scam-kind__links">
        <li>
          <Link to={localePath(locale, '/check')}>{guide.checkLink}</Link>
        </li>
        <li>
          <Link to={localePath(locale, '/help')}>{guide.helpLink}</Link>
        </li>
      </ul>
    </section>
  )
}
