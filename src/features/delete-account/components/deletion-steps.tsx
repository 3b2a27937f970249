import { useDeleteWords } from '../words-context'

/** The ways to request deletion, step by step, as the store's account-deletion rules ask. */
export function DeletionSteps() {
  const words = useDeleteWords()
  return (
    <section className="steps" aria-labelledby="deletion-steps-title">
      <h2 id="deletion-steps-title">{words.stepsTitle}</h2>
      <h3 id="steps-web">{words.stepsWeb}</h3>
      <ol aria-labelledby="steps-web">
        {words.stepsWebItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
        <li>
          {words.stepsSelect(<strong>{words.submit}</strong>, <strong>{words.confirm}</strong>)}
        </li>
      </ol>
      <h3 id="steps-app">{words.stepsApp}</h3>
      <ol aria-labelledby="steps-app">
        <li>{words.stepsOpen}</li>
        <li>
          {words.stepsGoTo} <strong>{words.stepsMenu}</strong>.
        </li>
        <li>{words.stepsPassword}</li>
      </ol>
      <p>{words.stepsCannotSignIn}</p>
    </section>
  )
}
