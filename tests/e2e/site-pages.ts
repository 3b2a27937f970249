import { loadRouteTable } from '../../build-plugins/route-table'

type Expected = { heading: string; title: RegExp }

// The spec's words for each page. A route added to the route tree without a row here fails
// every test matrix built from it.
const expected: Record<string, Expected> = {
  '/': { heading: 'Is this a scam?', title: /Is this a scam\?/ },
  '/privacy': { heading: 'Privacy Policy', title: /^Privacy Policy/ },
  '/terms': { heading: 'Terms of Service', title: /^Terms of Service/ },
  '/delete-account': { heading: 'Delete Account', title: /^Delete Account/ },
  // Opened without its link's token and email.
  '/reset-password': { heading: 'Invalid Reset Link', title: /^Reset Password/ },
}

/** Every page of the built route table, with what a visitor must see on it. */
export const sitePages = (await loadRouteTable()).map((page) => {
  const words = expected[page.path]
  if (!words) throw new Error(`tests/e2e/site-pages.ts has no heading for the route ${page.path}`)
  return { ...page, ...words }
})

export const notFound = {
  path: '/this/does-not-exist',
  heading: 'Page Not Found',
  title: /^Page Not Found/,
}
