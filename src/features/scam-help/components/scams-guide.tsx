import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '@/components/locale-context'
import { scamKinds } from '@/config/scam-kinds'
import { localePath } from '@/lib/locale'
import { useScamHelpWords } from '../words-context'
import { ScamKindSection } from './scam-kind-section'

/**
 * Opens the folded section a link leads to. Before the scripts run, and for the contents' own
 * links, the browser does it itself: each anchor sits inside its section's `<details>`.
 */
function useOpenTargetSection() {
  const hash = useRouterState({ select: (state) => state.location.hash })
  useEffect(() => {
    const target = hash ? document.getElementById(hash) : null
    const details = target?.closest('details')
    if (!target || !details || details.open) return
    details.open = true
    target.scrollIntoView()
  }, [hash])
}

/** The guide to common scams: contents, then one folded section a kind, anchored by its id. */
export function ScamsGuide() {
  const locale = useLocale()
  const words = useScamHelpWords()
  const guide = words.guide
  useOpenTargetSection()
  return (
    <article className="guide container" aria-labelledby="scams-title">
      <h1 id="scams-title">{guide.heading}</h1>
      <p className="lead">{guide.intro}</p>
      <ul className="guide__links">
        <li>
          <Link to={localePath(locale, '/check')}>{guide.checkLink}</Link>
        </li>
        <li>
          <Link to={localePath(locale, '/help')}>{guide.helpLink}</Link>
        </li>
      </ul>
      <nav aria-labelledby="scams-contents" className="guide__toc">
        <h2 id="scams-contents">{guide.contents}</h2>
        <ul>
          {scamKinds.map((kind) => (
            <li key={kind}>
              <a href={`#${kind}`}>{words.kinds[kind].title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {scamKinds.map((kind) => (
        <ScamKindSection key={kind} kind={kind} />
      ))}
    </article>
  )
}
