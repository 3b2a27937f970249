import { useLandingWords } from '../words-context'

/** The figure of each threat card, in the order of the words' threats. */
const figures = ['13.4%', '34%', '74%', '2025'] as const

export function ThreatCards() {
  const words = useLandingWords()
  return (
    <section className="section section--tinted" aria-labelledby="threats-title">
      <div className="container card-columns">
        <h2 id="threats-title">{words.threatsTitle}</h2>
        <p className="section__lead">{words.threatsLead}</p>
        <ul className="threat-grid">
          {words.threats.map((threat, index) => (
            <li key={threat.title} className="threat-card">
              <p className="threat-card__figure">{figures[index]}</p>
              <h3>{threat.title}</h3>
              <p>{threat.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
