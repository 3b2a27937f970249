/**
 * The site's languages, the default first (at the spec's URLs): each one's code, the folder its
 * pages live under, its `lang`, its sharing locale, the browser language tags that ask for it and
 * its own name. Everything else about languages, in the app and in the build, is derived from this
 * list and each language's dictionaries (files named after its code).
 */
export const localeList = [
  {
    code: 'en',
    prefix: '',
    htmlLang: 'en-PH',
    ogLocale: 'en_PH',
    browserTags: ['en'],
    languageName: 'English',
  },
  {
    code: 'fil',
    prefix: '/fil',
    htmlLang: 'fil',
    ogLocale: 'fil_PH',
    browserTags: ['fil', 'tl'],
    languageName: 'Filipino',
  },
  {
    code: 'ceb',
    prefix: '/ceb',
    htmlLang: 'ceb',
    ogLocale: 'cx_PH',
    browserTags: ['ceb'],
    languageName: 'Bisaya',
  },
] as const
