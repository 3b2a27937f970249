import { GLOBAL_BRANDS } from './global-brands'

export interface BrandDomains {
  name: string
  /** Lowercased words that name the brand inside a host. */
  aliases: string[]
  /** The brand's own registrable domains; their subdomains are the brand's too. */
  domains: string[]
}

/** Philippine brands that scam messages imitate, with the domains they really use. */
export const BRAND_DOMAINS: readonly BrandDomains[] = [
  {
    name: 'GCash',
    aliases: ['gcash', 'gcsh', 'gcashph', 'gloan', 'gsave'],
    domains: ['gcash.com', 'gcash.onelink.me'],
  },
  {
    name: 'Maya',
    aliases: ['maya', 'paymaya', 'mayaph'],
    domains: ['maya.ph', 'paymaya.com'],
  },
  {
    name: 'BDO',
    aliases: ['bdo', 'bdounibank', 'banco de oro', 'bancodeoro'],
    domains: ['bdo.com.ph'],
  },
  {
    name: 'BPI',
    aliases: ['bpi', 'bpionline'],
    domains: ['bpi.com.ph'],
  },
  {
    name: 'Metrobank',
    aliases: ['metrobank', 'mbtc'],
    domains: ['metrobank.com.ph'],
  },
  {
    name: 'Landbank',
    aliases: ['landbank', 'lbp', 'lbpiaccess'],
    domains: ['landbank.com', 'lbpiaccess.com'],
  },
  { name: 'PNB', aliases: ['pnb'], domains: ['pnb.com.ph'] },
  {
    name: 'Security Bank',
    aliases: ['securitybank'],
    domains: ['securitybank.com'],
  },
  {
    name: 'UnionBank',
    aliases: ['unionbank', 'unionbankph'],
    domains: ['unionbankph.com', 'ubx.ph'],
  },
  { name: 'RCBC', aliases: ['rcbc'], domains: ['rcbc.com'] },
  {
    name: 'China Bank',
    aliases: ['chinabank'],
    domains: ['chinabank.ph'],
  },
  {
    name: 'EastWest',
    aliases: ['eastwest', 'eastwestbank', 'eastwestbanker'],
    domains: ['eastwestbanker.com'],
  },
  {
    name: 'Globe',
    aliases: ['globe', 'gomo', 'globeone', 'gomogenesis'],
    // GOMO's promos link to gomo.ph and its Firebase short links at gomogenesis.page.link.
    domains: [
      'globe.com.ph',
      'tm.com.ph',
      'gomo.ph',
      'gomogenesis.page.link',
      'globeone.page.link',
      'glbe.co',
    ],
  },
  {
    name: 'Smart',
    aliases: ['smart', 'tnt', 'smartph'],
    // Smart's texts shorten their links with smrt.ph (e.g. smrt.ph/SmartApp, on smart.com.ph).
    domains: ['smart.com.ph', 'smrt.ph', 'smart.link', 'tnt.ph'],
  },
  {
    name: 'PLDT',
    aliases: ['pldt', 'pldthome'],
    domains: ['pldthome.com', 'pldt.com', 'pldt.com.ph'],
  },
  { name: 'DITO', aliases: ['dito'], domains: ['dito.ph'] },
  {
    name: 'LBC',
    aliases: ['lbc', 'lbcexpress'],
    domains: ['lbcexpress.com'],
  },
  {
    name: 'J&T Express',
    aliases: ['jnt', 'jt', 'jtexpress', 'jandt'],
    domains: ['jtexpress.ph'],
  },
  {
    name: 'Ninja Van',
    aliases: ['ninjavan'],
    domains: ['ninjavan.co'],
  },
  {
    name: 'Flash Express',
    aliases: ['flashexpress'],
    domains: ['flashexpress.ph', 'flashexpress.com'],
  },
  {
    name: 'Shopee',
    aliases: ['shopee', 'shopeepay'],
    domains: ['shopee.ph', 'shp.ee', 'shopee.com'],
  },
  {
    name: 'Lazada',
    aliases: ['lazada'],
    // lzd.co is Lazada's own link shortener.
    domains: ['lazada.com.ph', 'lzd.co', 'lazada.com'],
  },
  {
    name: 'Philippine Postal Corporation',
    aliases: ['phlpost', 'phlpostal', 'phpost'],
    domains: ['phlpost.gov.ph'],
  },
  {
    name: 'GoTyme',
    aliases: ['gotyme'],
    domains: ['gotyme.com.ph'],
  },
  {
    name: 'CIMB',
    aliases: ['cimb'],
    domains: ['cimbbank.com.ph'],
  },
  {
    name: 'Tonik',
    aliases: ['tonik'],
    domains: ['tonikbank.com'],
  },
  {
    name: 'Meralco',
    aliases: ['meralco'],
    domains: ['meralco.com.ph'],
  },
  {
    name: 'Maynilad',
    aliases: ['maynilad'],
    domains: ['mayniladwater.com.ph'],
  },
  {
    name: 'Cebuana Lhuillier',
    aliases: ['cebuana'],
    domains: ['cebuanalhuillier.com'],
  },
  {
    name: 'Palawan Express',
    aliases: ['palawanpay', 'palawanexpress'],
    domains: ['palawanpawnshop.com', 'palawanpay.com'],
  },
  {
    name: 'Home Credit',
    aliases: ['homecredit'],
    domains: ['homecredit.ph'],
  },
  {
    name: 'Autosweep',
    aliases: ['autosweep'],
    domains: ['autosweeprfid.com'],
  },
  {
    name: 'Easytrip',
    aliases: ['easytrip'],
    domains: ['easytrip.ph'],
  },
  // Booking sites whose names fake hosts and "pay outside the app" messages borrow.
  {
    name: 'Booking.com',
    aliases: ['booking', 'bookingcom'],
    domains: ['booking.com'],
  },
  {
    name: 'Airbnb',
    aliases: ['airbnb'],
    domains: ['airbnb.com'],
  },
  {
    name: 'Agoda',
    aliases: ['agoda'],
    domains: ['agoda.com'],
  },
  // Global brands that scammers copy in the Philippines too.
  { name: 'USPS', aliases: ['usps'], domains: ['usps.com'] },
  { name: 'FedEx', aliases: ['fedex'], domains: ['fedex.com'] },
  { name: 'DHL', aliases: ['dhl'], domains: ['dhl.com'] },
  { name: 'UPS', aliases: ['ups'], domains: ['ups.com'] },
  {
    name: 'Citi',
    aliases: ['citi', 'citibank'],
    domains: ['citi.com', 'citibank.com'],
  },
  {
    name: 'Bank of America',
    aliases: ['bankofamerica', 'bofa'],
    domains: ['bankofamerica.com'],
  },
  { name: 'Chase', aliases: ['chase'], domains: ['chase.com'] },
  {
    name: 'Wells Fargo',
    aliases: ['wellsfargo'],
    domains: ['wellsfargo.com'],
  },
  {
    name: 'Visa',
    aliases: ['visa'],
    domains: ['visa.com', 'visa.com.ph'],
  },
  {
    name: 'Mastercard',
    aliases: ['mastercard'],
    domains: ['mastercard.com', 'mastercard.com.ph'],
  },
  {
    name: 'PayPal',
    aliases: ['paypal'],
    domains: ['paypal.com', 'paypal.me'],
  },
  {
    name: 'Apple',
    aliases: ['apple', 'icloud', 'appleid'],
    domains: ['apple.com', 'icloud.com'],
  },
  {
    name: 'Netflix',
    aliases: ['netflix', 'nflx'],
    domains: ['netflix.com'],
  },
  {
    name: 'Meta',
    aliases: ['facebook', 'instagram', 'whatsapp', 'meta'],
    domains: [
      'facebook.com',
      'fb.com',
      'fb.me',
      'm.me',
      'instagram.com',
      'whatsapp.com',
      'meta.com',
      'messenger.com',
    ],
  },
  {
    name: 'Google',
    aliases: ['google', 'gmail', 'youtube'],
    // maps.app.goo.gl: the links Google Maps makes to share a place
    domains: [
      'google.com',
      'google.com.ph',
      'youtube.com',
      'youtu.be',
      'g.co',
      'goo.gle',
      'maps.app.goo.gl',
    ],
  },
  {
    name: 'Microsoft',
    aliases: ['microsoft', 'outlook', 'office365', 'hotmail'],
    domains: ['microsoft.com', 'live.com', 'office.com', 'outlook.com'],
  },
  {
    name: 'Amazon',
    aliases: ['amazon', 'amzn'],
    // with the country sites amazon.com's own footer lists
    domains: [
      ...['amazon.com', 'amzn.to', 'a.co', 'amazon.co.uk', 'amazon.ca', 'amazon.com.au'],
      ...['amazon.de', 'amazon.fr', 'amazon.it', 'amazon.es', 'amazon.co.jp', 'amazon.sg'],
      ...['amazon.in', 'amazon.ae', 'amazon.com.mx', 'amazon.nl'],
    ],
  },
  {
    name: 'Coinbase',
    aliases: ['coinbase'],
    domains: ['coinbase.com'],
  },
  {
    name: 'Binance',
    aliases: ['binance'],
    domains: ['binance.com'],
  },
  { name: 'IRS', aliases: ['irs'], domains: ['irs.gov'] },
  {
    name: 'Government of the Philippines',
    aliases: [
      'gov',
      'govph',
      'gob',
      'dict',
      'sss',
      'philhealth',
      'pagibig',
      'pagibigfund',
      'hdmf',
      'dswd',
      'bir',
      'lto',
      'ltfrb',
      'dfa',
      'dti',
      'dole',
      'owwa',
      'nbi',
      'pnp',
      'bsp',
      'ntc',
      'psa',
      'comelec',
      'deped',
      'ched',
      'tesda',
      'gsis',
      'ayuda',
      'akap',
      'tupad',
      'pantawid',
    ],
    // Pag-IBIG Fund's online services (Virtual Pag-IBIG) live outside gov.ph.
    domains: ['gov.ph', 'pagibigfundservices.com'],
  },
  ...GLOBAL_BRANDS,
]
