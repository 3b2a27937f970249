const threats = [
  {
    figure: '13.4%',
    title: 'Suspected fraud',
    text: 'About 13.4% of digital transactions in the Philippines are suspected to be fraudulent.',
  },
  {
    figure: '34%',
    title: 'Money lost',
    text: 'About 34% of people have already lost money to scams.',
  },
  {
    figure: '74%',
    title: 'Scam messages',
    text: '74% of users have received scam messages by text, chat or email.',
  },
  {
    figure: '2025',
    title: 'Scams are moving',
    text: 'SMS scams dropped by 2025 while fraud on social media grew.',
  },
] as const

export function ThreatCards() {
  return (
    <section className="section section--tinted" aria-labelledby="threats-title">
      <div className="container">
        <h2 id="threats-title">Scams are everywhere in the Philippines</h2>
        <p className="section__lead">
          Scammers follow people wherever they spend time online. These are the numbers behind the
          messages you receive every day.
        </p>
        <ul className="threat-grid">
          {threats.map((threat) => (
            <li key={threat.title} className="threat-card">
              <p className="threat-card__figure">{threat.figure}</p>
              <h3>{threat.title}</h3>
              <p>{threat.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
