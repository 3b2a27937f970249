import { scamKinds } from '@/config/scam-kinds'
import { useScamHelpWords } from '../words-context'
import { ScamKindSection } from './scam-kind-section'

/** The guide to common scams: contents, then one section a kind, anchored by the kind's id. */
export function ScamsGuide() {
  const words = useScamHelpWords()
  return (
    <article className="guide container" aria-labelledby="scams-title">
      <h1 id="scams-title">{words.guide.heading}</h1>
      <p className="lead">{words.guide.intro}</p>
      <nav aria-labelledby="scams-contents" className="guide__toc">
        <h2 id="scams-contents">{words.guide.contents}</h2>
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
