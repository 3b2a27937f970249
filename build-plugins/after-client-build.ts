import type { Plugin } from 'vite'

/**
 * A step run once the client build has written its files, in plugin order with the other steps
 * (before vite-plugin-pwa makes the service worker from what they wrote).
 */
export function afterClientBuild(name: string, step: (outDir: string) => unknown): Plugin {
  return {
    name,
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle: {
      sequential: true,
      async handler() {
        await step(this.environment.config.build.outDir)
      },
    },
  }
}
