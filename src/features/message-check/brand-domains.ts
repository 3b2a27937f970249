import { brand, GLOBAL_BRANDS } from './global-brands'

export interface BrandDomains {
  name: string
  /** Lowercased words that name the brand inside a host. */
  aliases: string[]
  /** The brand's own registrable domains; their subdomains are the brand's too. */
  domains: string[]
}

/** Philippine brands that scam messages imitate, with the domains they really use. */
export const BRAND_DOMAINS: readonly BrandDomains[] = [
  brand('GCash', 'gcash, gcsh, gcashph, gloan, gsave', 'gcash.com, gcash.onelink.me'),
  brand('Maya', 'maya, paymaya, mayaph', 'maya.ph, paymaya.com'),
  brand('BDO', 'bdo, bdounibank, banco de oro, bancodeoro', 'bdo.com.ph'),
  brand('BPI', 'bpi, bpionline', 'bpi.com.ph'),
  // Metrobank's credit cards have their own site, metrobankcard.com (read there 2026-11-29).
  brand('Metrobank', 'metrobank, mbtc', 'metrobank.com.ph, metrobankcard.com'),
  // Its payment portal, Link.BizPortal, is lbp-eservices.com, linked from landbank.com's e-banking
  // menu (read there 2026-11-29).
  brand('Landbank', 'landbank, lbp, lbpiaccess', 'landbank.com, lbpiaccess.com, lbp-eservices.com'),
  brand('PNB', 'pnb', 'pnb.com.ph'),
  brand('Security Bank', 'securitybank', 'securitybank.com'),
  brand('UnionBank', 'unionbank, unionbankph', 'unionbankph.com, ubx.ph'),
  // RCBC's credit cards are serviced by RCBC Bankard at rcbccredit.com and rcbcbankard.com.
  brand('RCBC', 'rcbc', 'rcbc.com, rcbccredit.com, rcbcbankard.com'),
  brand('China Bank', 'chinabank', 'chinabank.ph'),
  brand('EastWest', 'eastwest, eastwestbank, eastwestbanker', 'eastwestbanker.com'),
  // GOMO's promos link to gomo.ph and its Firebase short links at gomogenesis.page.link.
  brand(
    'Globe',
    'globe, gomo, globeone, gomogenesis',
    'globe.com.ph, tm.com.ph, gomo.ph, gomogenesis.page.link, globeone.page.link, glbe.co',
  ),
  // Smart's texts shorten their links with smrt.ph (e.g. smrt.ph/SmartApp, on smart.com.ph).
  brand('Smart', 'smart, tnt, smartph', 'smart.com.ph, smrt.ph, smart.link, tnt.ph'),
  brand('PLDT', 'pldt, pldthome', 'pldthome.com, pldt.com, pldt.com.ph'),
  brand('DITO', 'dito', 'dito.ph'),
  brand('LBC', 'lbc, lbcexpress', 'lbcexpress.com'),
  brand('J&T Express', 'jnt, jt, jtexpress, jandt', 'jtexpress.ph'),
  brand('Ninja Van', 'ninjavan', 'ninjavan.co'),
  brand('Flash Express', 'flashexpress', 'flashexpress.ph, flashexpress.com'),
  brand('Shopee', 'shopee, shopeepay', 'shopee.ph, shp.ee, shopee.com'),
  // lzd.co is Lazada's own link shortener.
  brand('Lazada', 'lazada', 'lazada.com.ph, lzd.co, lazada.com'),
  brand('Philippine Postal Corporation', 'phlpost, phlpostal, phpost', 'phlpost.gov.ph'),
  brand('GoTyme', 'gotyme', 'gotyme.com.ph'),
  brand('Coins.ph', 'coinsph', 'coins.ph'),
  brand('CIMB', 'cimb', 'cimbbank.com.ph'),
  brand('Tonik', 'tonik', 'tonikbank.com'),
  brand('Meralco', 'meralco', 'meralco.com.ph'),
  brand('Maynilad', 'maynilad', 'mayniladwater.com.ph'),
  brand('Cebuana Lhuillier', 'cebuana', 'cebuanalhuillier.com'),
  brand('Palawan Express', 'palawanpay, palawanexpress', 'palawanpawnshop.com, palawanpay.com'),
  brand('Home Credit', 'homecredit', 'homecredit.ph'),
  brand('Autosweep', 'autosweep', 'autosweeprfid.com'),
  brand('Easytrip', 'easytrip', 'easytrip.ph'),
  // Booking sites whose names fake hosts and "pay outside the app" messages borrow.
  brand('Booking.com', 'booking, bookingcom', 'booking.com'),
  brand('Airbnb', 'airbnb', 'airbnb.com'),
  brand('Agoda', 'agoda', 'agoda.com'),
  // Global brands that scammers copy in the Philippines too.
  brand('USPS', 'usps', 'usps.com'),
  brand('FedEx', 'fedex', 'fedex.com'),
  brand('DHL', 'dhl', 'dhl.com'),
  brand('UPS', 'ups', 'ups.com'),
  brand('Citi', 'citi, citibank', 'citi.com, citibank.com'),
  brand('Bank of America', 'bankofamerica, bofa', 'bankofamerica.com'),
  brand('Chase', 'chase', 'chase.com'),
  brand('Wells Fargo', 'wellsfargo', 'wellsfargo.com'),
  brand('Visa', 'visa', 'visa.com, visa.com.ph'),
  brand('Mastercard', 'mastercard', 'mastercard.com, mastercard.com.ph'),
  brand('PayPal', 'paypal', 'paypal.com, paypal.me'),
  brand('Apple', 'apple, icloud, appleid', 'apple.com, icloud.com'),
  brand('Netflix', 'netflix, nflx', 'netflix.com'),
  brand(
    'Meta',
    'facebook, instagram, whatsapp, meta',
    'facebook.com, fb.com, fb.me, m.me, instagram.com, whatsapp.com, meta.com, messenger.com',
  ),
  // maps.app.goo.gl, photos.app.goo.gl: the links Google Maps and Photos make to share a place
  // or an album; forms.gle: a Google Form's
  brand(
    'Google',
    'google, gmail, youtube',
    'google.com, google.com.ph, youtube.com, youtu.be, g.co, goo.gle, maps.app.goo.gl, ' +
      'photos.app.goo.gl, forms.gle',
  ),
  brand(
    'Microsoft',
    'microsoft, outlook, office365, hotmail',
    'microsoft.com, live.com, office.com, outlook.com',
  ),
  // with the country sites amazon.com's own footer lists
  brand(
    'Amazon',
    'amazon, amzn',
    'amazon.com, amzn.to, a.co, amazon.co.uk, amazon.ca, amazon.com.au, amazon.de, amazon.fr, ' +
      'amazon.it, amazon.es, amazon.co.jp, amazon.sg, amazon.in, amazon.ae, amazon.com.mx, amazon.nl',
  ),
  brand('Coinbase', 'coinbase', 'coinbase.com'),
  brand('Binance', 'binance', 'binance.com'),
  brand('IRS', 'irs', 'irs.gov'),
  // Pag-IBIG Fund's online services (Virtual Pag-IBIG) live outside gov.ph.
  brand(
    'Government of the Philippines',
    'gov, govph, gob, dict, sss, philhealth, pagibig, pagibigfund, hdmf, dswd, bir, lto, ltfrb, dfa, dti, dole, owwa, nbi, pnp, bsp, ntc, psa, comelec, deped, ched, tesda, gsis, ayuda, akap, tupad, pantawid',
    'gov.ph, pagibigfundservices.com',
  ),
  ...GLOBAL_BRANDS,
]
