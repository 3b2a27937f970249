import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { ocrFiles as served } from '../src/config/ocr-files.ts'

const require = createRequire(import.meta.url)

/** The files the site serves: [package file, address]. Only the LSTM cores, which it uses. */
export const ocrSources: [string, string][] = [
  ['tesseract.js/dist/worker.min.js', served.worker],
  ...['relaxedsimd-lstm', 'simd-lstm', 'lstm'].map((core): [string, string] => [
    `tesseract.js-core/tesseract-core-${core}.wasm.js`,
    `${served.core}tesseract-core-${core}.wasm.js`,
  ]),
  [
    '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz',
    `${served.language}eng.traineddata.gz`,
  ],
]
const packageFile = (file: string) => readFileSync(require.resolve(file))

/**
 * The picture reader's files, served from this site (never a CDN): written into the build, and
 * answered by the dev server. Pages load them only when a visitor gives a picture.
 */
export function ocrFiles(): Plugin {
  return {
    name: 'site-ocr-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      for (const [file, path] of ocrSources) {
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: packageFile(file) })
      }
    },
    configureServer(server) {
      const served = new Map(ocrSources.map(([file, path]) => [path, file]))
      server.middlewares.use((request, response, next) => {
        const file = served.get(request.url?.split('?')[0] ?? '')
        if (!file) return next()
        response.setHeader('Content-Type', 'text/javascript')
        response.end(packageFile(file))
      })
    },
  }
}
