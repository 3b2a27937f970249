import type { LandingMessages } from '../messages'

/** The figure of each threat card, in the order of the messages' threats. */
const figures = ['13.4%', '34%', '74%', '2025'] as const

export function ThreatCards({ messages }: { messages: LandingMessages }) {
  return (
    <section className="section section--tinted" aria-labelledby="threats-title">
      <div className="container card-columns">
        <h2 id="threats-title">{messages.threatsTitle}</h2>
        <p className="section__lead">{messages.threatsLead}</p>
        <ul className="threat-grid">
          {messages.threats.map((threat, index) => (
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
