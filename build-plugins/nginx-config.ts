import { headersFor, type HeaderRule } from './headers-file.ts'
import {
  fileForPath,
  notFoundPage,
  notFoundPageFor,
  notFoundPages,
  type SitePage,
} from './route-table.ts'

/**
 * The build's rules for nginx, beside the site rather than in it (no host would serve it):
 * `dist-nginx/site.conf` for `dist/`, included by `deploy/nginx/scamcheck.conf`.
 */
export const nginxConfigFile = (outDir: string) => `${outDir.replace(/\/+$/, '')}-nginx/site.conf`

const gzipTypes = [
  'text/css',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
  'image/x-icon',
  'text/plain',
]

/** `add_header` lines for a path (`always`: redirects and 404s carry them too). */
function headerLines(rules: HeaderRule[], path: string): string[] {
  const lines: string[] = []
  for (const [name, value] of Object.entries(headersFor(rules, path))) {
    if (name === 'content-type') lines.push('types { }', `default_type ${value};`)
    else lines.push(`add_header ${name} "${value}" always;`)
  }
  return lines
}

function location(match: string, rules: HeaderRule[], path: string, body: string): string {
  const lines = [body, ...headerLines(rules, path)].map((line) => `  ${line}`)
  return `location ${match} {\n${lines.join('\n')}\n}`
}

/**
 * Clean URLs as Cloudflare Pages serves them: the page, and one redirect from its other forms.
 * A personal page's addresses carry a token in their query: they are not logged at all.
 */
function pageLocations(rules: HeaderRule[], path: string, personal: boolean): string[] {
  const file = `/${fileForPath(path)}`
  const quiet = personal ? 'access_log off;\n  ' : ''
  const to = `${quiet}return 308 ${path}$is_args$args;`
  return [
    location(`= ${path}`, rules, path, `${quiet}try_files ${file} =404;`),
    ...(path === '/' ? [] : [location(`= ${path}/`, rules, `${path}/`, to)]),
    location(`= ${file}`, rules, file, to),
    location(`= ${file}/`, rules, `${file}/`, to),
  ]
}

/** The other patterns of the rules: exact files, folders and wildcards. */
function fileLocation(rules: HeaderRule[], pattern: string): string {
  const sample = pattern.replace(/\*/g, 'x')
  const match = !pattern.includes('*')
    ? `= ${pattern}`
    : pattern.endsWith('/*') && !pattern.slice(0, -1).includes('*')
      ? `^~ ${pattern.slice(0, -1)}`
      : `~ ^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`
  // A language's unknown paths get its own 404 page, as under its folder's location.
  const notFound = notFoundPageFor(sample)
  const errorPage = notFound === notFoundPage ? '' : `error_page 404 ${notFound.path};\n  `
  return location(match, rules, sample, `${errorPage}try_files $uri =404;`)
}

export function nginxConfig(rules: HeaderRule[], pages: SitePage[]): string {
  const paths = [...pages.map((page) => page.path), ...notFoundPages.map((page) => page.path)]
  const personal = new Set(pages.filter((page) => page.personal).map((page) => page.path))
  const pagePatterns = new Set(
    paths.flatMap((path) => [path, `${path}/`, `/${fileForPath(path)}`, `/${fileForPath(path)}/`]),
  )
  const others = rules.map((rule) => rule.pattern).filter((p) => p !== '/*' && !pagePatterns.has(p))
  return [
    '# Written by the build from the route table: include it in a server block whose root is the build.',
    'charset utf-8;',
    'absolute_redirect off;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_types ${gzipTypes.join(' ')};`,
    `error_page 404 ${notFoundPage.path};`,
    ...paths.flatMap((path) => pageLocations(rules, path, personal.has(path))),
    ...others.map((pattern) => fileLocation(rules, pattern)),
    // A language's folder answers unknown paths with its own 404 page.
    ...notFoundPages
      .filter((page) => page.under !== '/')
      .map((page) =>
        location(
          `^~ ${page.under}`,
          rules,
          `${page.under}file`,
          `error_page 404 ${page.path};\n  try_files $uri =404;`,
        ),
      ),
    // Files for hosts (_headers) are not content.
    location('^~ /_', rules, '/_', 'return 404;'),
    location('/', rules, '/file', 'try_files $uri =404;'),
    '',
  ].join('\n')
}
