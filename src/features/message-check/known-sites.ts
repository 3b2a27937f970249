import { wordList } from './phrase-match'
import { registrableDomain } from './host-names'

/**
 * Sites a link to is no sign on its own: well-known services, news and public bodies, and the own
 * sites of businesses people in the Philippines hear from that are not in the brand lists (a link
 * to exactly one of these is that business's page). Each is the site's own address, checked
 * 2026-11-27. The brands' own domains are in the brand lists, which also catch their lookalikes.
 */
export const WELL_KNOWN_SITES = new Set(
  wordList(
    'tiktok.com x.com twitter.com linkedin.com wikipedia.org zoom.us',
    'spotify.com github.com yahoo.com reddit.com canva.com grab.com',
    'foodpanda.ph who.int un.org viu.com disneyplus.com',
    // news
    'rappler.com inquirer.net philstar.com gmanetwork.com abs-cbn.com',
    'mb.com.ph bworldonline.com bbc.com bbc.co.uk cnn.com nytimes.com',
    // Philippine airlines, food, shops and malls
    'philippineairlines.com cebupacificair.com airasia.com jollibee.com.ph',
    'jollibeedelivery.com mcdonalds.com.ph mcdelivery.com.ph mercurydrug.com',
    'watsons.com.ph puregold.com.ph smsupermalls.com robinsonsmalls.com',
    'ayalamalls.com zalora.com.ph 7-eleven.com.ph',
    // Philippine insurers, lenders, utilities, remittance, property and jobs
    'sunlife.com.ph prulifeuk.com.ph manulife.com.ph axa.com.ph billease.ph',
    'atome.ph convergeict.com manilawater.com cignal.tv mlhuillier.com',
    'westernunion.com smdc.com ayalaland.com.ph angkas.com jobstreet.com.ph',
    'indeed.com',
    // everyday sites abroad
    'target.com etsy.com zillow.com yelp.com imdb.com pinterest.com',
    'propertyguru.com.sg',
  ),
)

/** A host of one of these sites ("www.rappler.com", "m.imdb.com"). */
export const isWellKnownSite = (host: string) => WELL_KNOWN_SITES.has(registrableDomain(host))
