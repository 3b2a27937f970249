import { loadRouteTable } from '../../build-plugins/route-table'

type Expected = { heading: string; title: RegExp }

// The spec's words for each page. A route added to the route tree without a row here fails
// every test matrix built from it.
const expected: Record<string, Expected> = {
  '/': { heading: 'Is this a scam?', title: /Is this a scam\?/ },
  '/privacy': { heading: 'Privacy Policy', title: /^Privacy Policy/ },
  '/terms': { heading: 'Terms of Service', title: /^Terms of Service/ },
  '/delete-account': { heading: 'Delete Account', title: /^Delete Account/ },
  '/check': { heading: 'Check a message', title: /^Check a message/ },
  '/help': { heading: 'Scammed? Do this now', title: /^Scammed\? Do this now/ },
  '/scams': {
    heading: 'Common scams in the Philippines',
    title: /^Common scams in the Philippines/,
  },
  // Opened without its link's token and email.
  '/reset-password': { heading: 'Invalid Reset Link', title: /^Reset Password/ },
  // The Filipino edition.
  '/fil': { heading: 'Scam ba ito?', title: /Scam ba ito\?/ },
  '/fil/privacy': { heading: 'Patakaran sa Privacy', title: /^Patakaran sa Privacy/ },
  '/fil/terms': { heading: 'Mga Tuntunin ng Serbisyo', title: /^Mga Tuntunin ng Serbisyo/ },
  '/fil/delete-account': { heading: 'Burahin ang Account', title: /^Burahin ang Account/ },
  '/fil/check': { heading: 'Suriin ang mensahe', title: /^Suriin ang mensahe/ },
  '/fil/help': { heading: 'Na-scam? Gawin ito ngayon', title: /^Na-scam\? Gawin ito ngayon/ },
  '/fil/scams': {
    heading: 'Mga karaniwang scam sa Pilipinas',
    title: /^Mga karaniwang scam sa Pilipinas/,
  },
  '/fil/reset-password': { heading: 'Invalid na Reset Link', title: /^I-reset ang Password/ },
}

/** Every page of the built route table, with what a visitor must see on it. */
export const sitePages = (await loadRouteTable()).map((page) => {
  const words = expected[page.path]
  if (!words) throw new Error(`tests/e2e/site-pages.ts has no heading for the route ${page.path}`)
  return { ...page, ...words }
})

export const filNotFound = {
  path: '/fil/wala-rito',
  heading: 'Hindi Nahanap ang Pahina',
  title: /^Hindi Nahanap ang Pahina/,
}

export const notFound = {
  path: '/this/does-not-exist',
  heading: 'Page Not Found',
  title: /^Page Not Found/,
}
