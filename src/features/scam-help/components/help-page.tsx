import { Link, useHydrated } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { useScamHelpWords } from '../words-context'
import { HelpContacts } from './help-contacts'
import { HelpLaws } from './help-laws'

/** What to do after a scam, most urgent first; on paper it is a card for the fridge. */
export function HelpPage() {
  const locale = useLocale()
  const hydrated = useHydrated()
  const words = useScamHelpWords().help
  return (
    <article className="guide help-page container" aria-labelledby="help-title">
      <h1 id="help-title">{words.heading}</h1>
      <p className="lead">{words.intro}</p>
      <ol className="help-steps">
        {words.steps.map((step) => (
          <li key={step.title}>
            <h2>{step.title}</h2>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <HelpContacts />
      <HelpLaws />
      <nav aria-labelledby="help-more" className="guide__toc help-more">
        <h2 id="help-more">{words.more}</h2>
        <ul>
          <li>
            <Link to={localePath(locale, '/scams')}>{words.guideLink}</Link>
          </li>
          <li>
            <Link to={localePath(locale, '/check')}>{words.checkLink}</Link>
          </li>
        </ul>
      </nav>
      <button
        type="button"
        className="button help-print"
        disabled={!hydrated}
        onClick={() => window.print()}
      >
        {words.print}
      </button>
    </article>
  )
}
