import type { Plugin } from 'vite'

const hint = '//# allFunctionsCalledOnLoad\n'

/**
 * Chrome's explicit compile hint on the entry chunk. React, the router and the site's frame all run
 * as a page hydrates, so V8 compiles them while the file streams in, off the main thread, rather
 * than function by function on the main thread at first call. Other browsers read a comment.
 */
export function entryCompileHint(): Plugin {
  return {
    name: 'site-entry-compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    augmentChunkHash: (chunk) => (chunk.isEntry ? hint : undefined),
    // V8 reads the hint only on the file's first line: after Vite's preload helper is put in.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = hint + chunk.code
        }
      },
    },
  }
}
