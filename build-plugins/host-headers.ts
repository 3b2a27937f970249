import type { HeaderRule } from './headers-file.ts'
import type { SitePage } from './route-table.ts'
import { notFoundPages } from './route-table.ts'
import { manifestPath } from './web-manifest.ts'
import { locales } from '../src/lib/locale.ts'
import { ocrFolder } from '../src/config/ocr-files.ts'

/** The site's header policy: which headers every host sends, for which paths. */

type PolicyInput = {
  pages: SitePage[]
  /** Hashes of the built pages' inline styles, and of their inline scripts (a personal page's). */
  inline: { styles: string[]; scripts: string[] }
  /** The API's origin when it is not the site's own. */
  apiOrigin: string | null
}

// Only features Chromium knows: an unknown name is a console warning on every page.
const permissions = [
  'accelerometer', 'autoplay', 'camera',
  'display-capture', 'encrypted-media', 'geolocation', 'gyroscope', 'hid', 'idle-detection',
  'magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture',
  'publickey-credentials-get', 'screen-wake-lock', 'serial', 'sync-xhr', 'usb',
  'xr-spatial-tracking',
] // prettier-ignore

const sources = (items: string[]) => items.map((item) => ` ${item}`).join('')

/** Headers that mean something on a document or a worker script only. */
function documentHeaders({ inline, apiOrigin }: PolicyInput): [string, string][] {
  return [
    ['Content-Security-Policy', documentPolicy({ inline, apiOrigin })],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', permissions.map((feature) => `${feature}=()`).join(', ')],
  ]
}

/**
 * A page's CSP. A page that reads pictures may also compile WebAssembly (the picture reader); a
 * personal page runs its inline script (the reset link's check, begun in its HTML); no other
 * page runs any inline script.
 */
function documentPolicy(
  { inline, apiOrigin }: Omit<PolicyInput, 'pages'>,
  { pictures = false, scripts = false } = {},
) {
  return [
    "default-src 'self'",
    `script-src 'self'${pictures ? " 'wasm-unsafe-eval'" : ''}${scripts ? sources(inline.scripts) : ''}`,
    `style-src 'self'${sources(inline.styles)}`,
    // The screenshot being read is shown from a local object URL.
    `img-src 'self' data:${pictures ? ' blob:' : ''}`,
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Script sinks take only what the one policy allows (src/lib/trusted-types.ts).
    "require-trusted-types-for 'script'",
    'trusted-types default',
  ].join('; ')
}

/**
 * The picture reader's worker, whose own response sets its policy: it loads its core and the
 * model from this site and compiles the core, nothing else. Trusted Types do not reach into it
 * (its library loads the core by name): what it may load is fixed here instead.
 */
const pictureWorkerPolicy = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
].join('; ')

/**
 * A page's caching and robots rules, for its clean URL and the redirects from its other forms. A
 * personal page's rules also cover every path under it, which hosts answer with their 404 page.
 */
function pageRules(path: string, cacheControl: string, noindex: boolean): HeaderRule[] {
  const set: [string, string][] = [['Cache-Control', cacheControl]]
  if (noindex) set.push(['X-Robots-Tag', 'noindex'])
  const under = cacheControl === 'no-store' ? `${path}/*` : `${path}/`
  // Cloudflare Pages reads at most 100 rules of `_headers`: `/<page>.html/`, a redirect
  // (`_redirects`), has a rule of its own only where a personal link's query passes through it.
  const redirected = cacheControl === 'no-store' ? [`${path}.html/`] : []
  const forms = path === '/' ? ['/index.html'] : [under, `${path}.html`, ...redirected]
  return [path, ...forms].map((pattern) => ({ pattern, set, detach: [] }))
}

const fresh = (pattern: string, extra: [string, string][] = []): HeaderRule => ({
  pattern,
  set: [['Cache-Control', 'no-cache'], ...extra],
  detach: [],
})

/** Every host's response headers, from the route table: the one source of `_headers` and nginx. */
export function headerRules(input: PolicyInput): HeaderRule[] {
  const forDocuments = documentHeaders(input)
  return [
    {
      pattern: '/*',
      set: [
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Cross-Origin-Resource-Policy', 'same-origin'],
        ...forDocuments,
      ],
      detach: [],
    },
    ...input.pages.flatMap((page) =>
      pageRules(page.path, page.cacheControl, !page.indexed).map((rule) =>
        // The check pages and personal pages have a policy of their own. One block per path:
        // Cloudflare keeps only the last block of a path.
        (page.readsPictures || page.personal) && rule.pattern === page.path
          ? {
              pattern: rule.pattern,
              set: [
                ...rule.set,
                [
                  'Content-Security-Policy',
                  documentPolicy(input, { pictures: page.readsPictures, scripts: page.personal }),
                ] as [string, string],
              ],
              detach: ['Content-Security-Policy'],
            }
          : rule,
      ),
    ),
    // A 404 answers any address, a mistyped personal link included: it is never kept.
    ...notFoundPages.flatMap((page) => pageRules(page.path, 'no-store', false)),
    {
      pattern: '/assets/*',
      set: [['Cache-Control', 'public, max-age=31536000, immutable']],
      detach: forDocuments.map(([name]) => name),
    },
    {
      pattern: `${ocrFolder}*`,
      set: [
        ['Cache-Control', 'public, max-age=31536000, immutable'],
        ['Content-Security-Policy', pictureWorkerPolicy],
      ],
      detach: forDocuments.map(([name]) => name),
    },
    fresh('/sw.js'),
    ...locales.map((locale) =>
      fresh(manifestPath(locale), [['Content-Type', 'application/manifest+json']]),
    ),
  ]
}
