import { Link, useHydrated } from '@tanstack/react-router'
import { useLocale } from '@/components/locale-context'
import { localePath } from '@/lib/locale'
import { useScamHelpWords } from '../words-context'
import { BankLines } from './bank-lines'
import { HelpContacts } from './help-contacts'
import { HelpHotline } from './help-hotline'
import { HelpLaws } from './help-laws'

type Step = { title: string; text: string }

/** Steps from `start` (1-based) on, numbered as one list. */
function Steps({ steps, start }: { steps: Step[]; start: number }) {
  return (
    <ol className="help-steps" start={start}>
      {steps.map((step) => (
        <li key={step.title}>
          <h2>{step.title}</h2>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

/**
 * What to do after a scam, most urgent first, with the e-wallet and bank lines under the step that
 * says to call them. On paper it is a card for the fridge: the steps, 1326, the e-wallet and bank
 * lines, then the rest (print.css orders them).
 */
export function HelpPage() {
  const locale = useLocale()
  const hydrated = useHydrated()
  const words = useScamHelpWords().help
  return (
    <article className="guide help-page container" aria-labelledby="help-title">
      <h1 id="help-title">{words.heading}</h1>
      <p className="lead">{words.intro}</p>
      <Steps steps={words.steps.slice(0, 2)} start={1} />
      <BankLines />
      <Steps steps={words.steps.slice(2)} start={3} />
      <HelpHotline />
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
        className="button button--primary help-print"
        disabled={!hydrated}
        onClick={() => window.print()}
      >
        {words.print}
      </button>
    </article>
  )
}
