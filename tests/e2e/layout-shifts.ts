import type { Page } from '@playwright/test'

type ShiftWindow = { layoutShifts: number[] }

/** Records every layout shift of the pages `page` opens from now on. */
export function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as ShiftWindow).layoutShifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The sum of the layout shifts of the page open now. */
export async function layoutShiftTotal(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as ShiftWindow).layoutShifts)
  return shifts.reduce((sum, value) => sum + value, 0)
}
