/** What the build tells the service worker about the site (vite.config.ts, `define`). */
export type WorkerSettings = {
  /** Sources of the patterns of API requests, never cached. */
  api: string[]
  /** The 404 page of the default language. */
  notFound: string
  /**
   * Each other language's pages, read from the network first: a URL pattern, its cache, its 404,
   * and its pages kept for offline (with their scripts) once any page of it is read.
   */
  languages: { pattern: string; cacheName: string; notFound: string; offline: string[] }[]
}

declare const __SERVICE_WORKER__: WorkerSettings

export const workerSettings = __SERVICE_WORKER__
