/**
 * The Harrell-Davis quantile: a weighted mean of all order statistics, weights from a Beta
 * distribution, so the estimate moves smoothly when one score moves, unlike a single order
 * statistic (Harrell & Davis 1982, Biometrika 69:635-640).
 */
export function smoothQuantile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  const n = sorted.length
  const a = (n + 1) * p
  const b = (n + 1) * (1 - p)
  let sum = 0
  let below = 0
  sorted.forEach((value, i) => {
    const upTo = betaCdf((i + 1) / n, a, b)
    sum += (upTo - below) * value
    below = upTo
  })
  return sum
}

/** ln Γ(x) for x > 0: Stirling's series, shifted up by six so it holds to about 1e-10. */
function logGamma(x: number): number {
  let shift = 0
  let z = x
  for (; z < 7; z += 1) shift += Math.log(z)
  const series = 1 / (12 * z) - 1 / (360 * z ** 3) + 1 / (1260 * z ** 5)
  return (z - 0.5) * Math.log(z) - z + 0.5 * Math.log(2 * Math.PI) + series - shift
}

/** Continued fraction of the incomplete beta function (Lentz's method). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-30
  const guard = (v: number) => (Math.abs(v) < tiny ? tiny : v)
  let c = 1
  let d = 1 / guard(1 - ((a + b) * x) / (a + 1))
  let h = d
  for (let m = 1; m <= 300; m += 1) {
    const even = (m * (b - m) * x) / ((a - 1 + 2 * m) * (a + 2 * m))
    d = 1 / guard(1 + even * d)
    c = guard(1 + even / c)
    h *= d * c
    const odd = (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 1 + 2 * m))
    d = 1 / guard(1 + odd * d)
    c = guard(1 + odd / c)
    h *= d * c
    if (Math.abs(d * c - 1) < 3e-12) break
  }
  return h
}

/** The regularised incomplete beta function I_x(a, b). */
export function betaCdf(x: number, a: number, b: number): number {
  if (x <= 0) return 0
  if (x >= 1) return 1
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  )
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b
}
