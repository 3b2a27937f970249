import { readdirSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })
const srcDir = fileURLToPath(new URL('./src/', import.meta.url))
/** Node resolution, with the `@/` alias of tsconfig and Vite, so that import-x sees every edge. */
const siteResolver = {
  interfaceVersion: 3,
  name: 'site-alias',
  resolve: (modulePath, sourceFile) =>
    nodeResolver.resolve(
      modulePath.startsWith('@/') ? `${srcDir}${modulePath.slice(2)}` : modulePath,
      sourceFile,
    ),
}

const features = readdirSync('src/features')
const otherFeatures = (own) =>
  features
    .filter((name) => name !== own)
    .flatMap((name) => [`@/features/${name}/**`, `**/${name}/**`])
const noLocalApi = {
  group: ['**/local-api/**'],
  message: 'The site never imports the local stand-in.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-nginx',
      '.wrangler',
      'coverage',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [siteResolver],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Shared code (lib, components, stores, hooks, config) knows no feature and no route.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/features/**',
      'src/routes/**',
      'src/main.tsx',
      'src/entry-server.tsx',
      'src/router.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noLocalApi,
            {
              group: ['@/features/**', '@/routes/**'],
              message: 'Imports flow shared -> features -> routes.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noLocalApi,
            { group: otherFeatures(feature), message: 'Features never import each other.' },
            { group: ['@/routes/**'], message: 'Imports flow shared -> features -> routes.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/routes/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noLocalApi] }] },
  },
  {
    // Playwright fixtures are read from the first parameter's pattern, even when it is empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
)
