import { pathToFileURL } from 'node:url'

/** What `src/entry-server.tsx` exports, once built for Node before the client. */
export type ServerEntry = {
  render: (url: string) => Promise<{ html: string }>
  sitemapPaths: () => string[]
}

export function loadServerEntry(file: string): Promise<ServerEntry> {
  return import(pathToFileURL(file).href) as Promise<ServerEntry>
}
