export interface BrandDomains {
  name: string
  /** Lowercased words that name the brand inside a host. */
  aliases: string[]
  /** The brand's own registrable domains; their subdomains are the brand's too. */
  domains: string[]
  /** The brand's own site. */
  source: string
}

/** Philippine brands that scam messages imitate, with the domains they really use. */
export const BRAND_DOMAINS: readonly BrandDomains[] = [
  {
    name: 'GCash',
    aliases: ['gcash', 'gcsh', 'gcashph'],
    domains: ['gcash.com'],
    source: 'https://www.gcash.com/',
  },
  {
    name: 'Maya',
    aliases: ['maya', 'paymaya', 'mayaph'],
    domains: ['maya.ph', 'paymaya.com'],
    source: 'https://www.maya.ph/',
  },
  {
    name: 'BDO',
    aliases: ['bdo', 'bdounibank'],
    domains: ['bdo.com.ph'],
    source: 'https://www.bdo.com.ph/',
  },
  {
    name: 'BPI',
    aliases: ['bpi', 'bpionline'],
    domains: ['bpi.com.ph'],
    source: 'https://www.bpi.com.ph/',
  },
  {
    name: 'Metrobank',
    aliases: ['metrobank', 'mbtc'],
    domains: ['metrobank.com.ph'],
    source: 'https://www.metrobank.com.ph/',
  },
  {
    name: 'Landbank',
    aliases: ['landbank', 'lbp', 'lbpiaccess'],
    domains: ['landbank.com', 'lbpiaccess.com'],
    source: 'https://www.landbank.com/',
  },
  { name: 'PNB', aliases: ['pnb'], domains: ['pnb.com.ph'], source: 'https://www.pnb.com.ph/' },
  {
    name: 'Security Bank',
    aliases: ['securitybank'],
    domains: ['securitybank.com'],
    source: 'https://www.securitybank.com/',
  },
  {
    name: 'UnionBank',
    aliases: ['unionbank', 'unionbankph'],
    domains: ['unionbankph.com'],
    source: 'https://www.unionbankph.com/',
  },
  { name: 'RCBC', aliases: ['rcbc'], domains: ['rcbc.com'], source: 'https://www.rcbc.com/' },
  {
    name: 'China Bank',
    aliases: ['chinabank'],
    domains: ['chinabank.ph'],
    source: 'https://www.chinabank.ph/',
  },
  {
    name: 'EastWest',
    aliases: ['eastwest', 'eastwestbank', 'eastwestbanker'],
    domains: ['eastwestbanker.com'],
    source: 'https://www.eastwestbanker.com/',
  },
  {
    name: 'Globe',
    aliases: ['globe', 'gomo'],
    domains: ['globe.com.ph'],
    source: 'https://www.globe.com.ph/',
  },
  { name: 'Smart', aliases: ['smart'], domains: ['smart.com.ph'], source: 'https://smart.com.ph/' },
  { name: 'DITO', aliases: ['dito'], domains: ['dito.ph'], source: 'https://dito.ph/' },
  {
    name: 'LBC',
    aliases: ['lbc', 'lbcexpress'],
    domains: ['lbcexpress.com'],
    source: 'https://www.lbcexpress.com/',
  },
  {
    name: 'J&T Express',
    aliases: ['jnt', 'jt', 'jtexpress', 'jandt'],
    domains: ['jtexpress.ph'],
    source: 'https://www.jtexpress.ph/',
  },
  {
    name: 'Ninja Van',
    aliases: ['ninjavan'],
    domains: ['ninjavan.co'],
    source: 'https://www.ninjavan.co/en-ph',
  },
  {
    name: 'Flash Express',
    aliases: ['flashexpress'],
    domains: ['flashexpress.ph', 'flashexpress.com'],
    source: 'https://www.flashexpress.ph/',
  },
  { name: 'Shopee', aliases: ['shopee'], domains: ['shopee.ph'], source: 'https://shopee.ph/' },
  {
    name: 'Lazada',
    aliases: ['lazada'],
    domains: ['lazada.com.ph'],
    source: 'https://www.lazada.com.ph/',
  },
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
    source: 'https://www.gov.ph/',
  },
]
