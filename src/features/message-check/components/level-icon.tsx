import type { RiskLevel } from '../check-rules'

/** The level's shape, beside its words and colour: a stop sign, a warning sign, a tick. */
const SHAPES: Record<RiskLevel, string> = {
  high: 'M8 1h8l7 7v8l-7 7H8l-7-7V8zM11 6v8h2V6zm0 10v2h2v-2z',
  warning: 'M12 1 23 22H1zM11 9v6h2V9zm0 8v2h2v-2z',
  none: 'M12 1a11 11 0 1 0 0 22 11 11 0 0 0 0-22zm-1.5 15.5-5-5 1.4-1.4 3.6 3.6 7.1-7.1 1.4 1.4z',
}

export function LevelIcon({ level }: { level: RiskLevel }) {
  return (
    <svg
      className="check-result__icon"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" fillRule="evenodd" d={SHAPES[level]} />
    </svg>
  )
}
