import { useLandingWords } from '../words-context'

/** Each feature's icon, in the order of the words' features. */
const featureIcons = [
  'M12 2 3 6v6c0 5 3.8 9.7 9 11 5.2-1.3 9-6 9-11V6l-9-4Zm-1 14-4-4 1.4-1.4L11 13.2l5.6-5.6L18 9l-7 7Z',
  'M9 2h6v2h3a2 2 0 0 1 2 2v3h2v6h-2v3a2 2 0 0 1-2 2h-3v2H9v-2H6a2 2 0 0 1-2-2v-3H2V9h2V6a2 2 0 0 1 2-2h3V2Zm-1 7v6h8V9H8Z',
  'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z',
  'M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2ZM9 20h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z',
  'M12 1a4 4 0 0 0-4 4v5.6A6 6 0 1 0 18 15V5a4 4 0 0 0-4-4h-2Zm0 2h2a2 2 0 0 1 2 2v6.3a6 6 0 0 0-6-1.2V5a2 2 0 0 1 2-2Z',
] as const

export function FeatureList() {
  const words = useLandingWords()
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container card-columns">
        <h2 id="features-title">{words.featuresTitle}</h2>
        <ul className="feature-grid">
          {words.features.map((feature, index) => (
            <li key={feature.name} className="feature">
              <svg
                className="feature__icon"
                width="28"
                height="28"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <path d={featureIcons[index]} fill="currentColor" />
              </svg>
              <h3>{feature.name}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
