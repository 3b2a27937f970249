import type { Finding, RiskLevel } from './finding-types'

/** Totals from which a message is a high risk or a warning; see scoring.md. */
export const HIGH_FROM = 5
export const WARNING_FROM = 2

/** Each kind of finding counts once, at its heaviest, however often the message repeats it. */
export function totalWeight(findings: Finding[]): number {
  const heaviest = new Map<string, number>()
  for (const { code, weight } of findings) {
    heaviest.set(code, Math.max(weight, heaviest.get(code) ?? 0))
  }
  let total = 0
  for (const weight of heaviest.values()) total += weight
  return total
}

export function riskLevel(findings: Finding[]): RiskLevel {
  const total = totalWeight(findings)
  if (total >= HIGH_FROM) return 'high'
  return total >= WARNING_FROM ? 'warning' : 'none'
}
