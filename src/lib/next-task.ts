type Scheduler = { yield?: () => Promise<void> }

/**
 * Resolves in a task of its own, letting the browser paint and handle input first: the
 * scheduler's `yield` where there is one (it comes back ahead of other tasks), else a timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
