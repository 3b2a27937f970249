import figures from '../check-figures.json'
import { useCheckWords } from '../words-context'

type FigureSet = {
  id: string
  name: string
  credit: string
  url: string
  kind: 'scam' | 'ordinary'
  count: number
  flagged: number
  high: number
}

/** A fraction as a percentage with one decimal, the same in the prerender and the browser. */
export function percent(fraction: number) {
  if (fraction > 0 && fraction < 0.001) return '<0.1%'
  return `${(fraction * 100).toFixed(1).replace(/\.0$/, '')}%`
}

/** A count with a comma between thousands (`5,574`), without starting the platform's Intl. */
export function thousands(count: number) {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

const fill = (template: string, set: FigureSet) =>
  template
    .replace('{flagged}', percent(set.flagged))
    .replace('{high}', percent(set.high))
    .replace('{count}', thousands(set.count))

/** The check's figures on public sets of real messages, each set credited and told apart. */
export function HowWell() {
  const words = useCheckWords().figures
  const sets = figures.sets as FigureSet[]
  const groups = [
    { kind: 'scam', heading: words.scams, line: words.scamLine },
    { kind: 'ordinary', heading: words.ordinary, line: words.ordinaryLine },
  ] as const
  return (
    <section className="check-figures" aria-labelledby="check-figures-title">
      <h2 id="check-figures-title">{words.heading}</h2>
      <p>{words.intro}</p>
      {groups.map((group) => (
        <div key={group.kind}>
          <h3>{group.heading}</h3>
          <ul>
            {sets
              .filter((set) => set.kind === group.kind)
              .map((set) => (
                <li key={set.id}>
                  <a href={set.url}>{set.name}</a> ({set.credit}): {fill(group.line, set)}.
                </li>
              ))}
          </ul>
        </div>
      ))}
      <p className="check-figures__date">
        {words.measured} <time dateTime={figures.date}>{figures.date}</time>.
      </p>
    </section>
  )
}
