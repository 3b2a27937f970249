import type { BrandDomains } from './brand-domains'

/** A brand's entry: its aliases and its domains each written as one list, comma-separated. */
export const brand = (name: string, aliases: string, domains: string): BrandDomains => ({
  name,
  aliases: aliases.split(', '),
  domains: domains.split(', '),
})

/**
 * Brands abroad whose names real smishing borrows (US, UK, Australia), with the domains
 * they really use (their sources: `brand-sources.ts`). Names that are ordinary words (Target,
 * Discover, Spectrum, Chime) are left out: they would name no one.
 */
export const GLOBAL_BRANDS: readonly BrandDomains[] = [
  // Couriers and post
  brand('Royal Mail', 'royalmail', 'royalmail.com'),
  brand('Evri', 'evri, myhermes', 'evri.com'),
  brand('DPD', 'dpd', 'dpd.co.uk, dpd.com'),
  brand('Yodel', 'yodel', 'yodel.co.uk'),
  // Tolls
  brand(
    'E-ZPass',
    'ezpass, ezpassny, ezpassnj, ezpassva, ezpassmd, ezpasspa',
    'e-zpassiag.com, e-zpassny.com, ezpassnj.com, ezpassva.com, ezpassmd.com',
  ),
  brand('SunPass', 'sunpass', 'sunpass.com'),
  brand('FasTrak', 'fastrak', 'bayareafastrak.org, thetollroads.com'),
  brand('TxTag', 'txtag', 'txtag.org'),
  brand('NTTA', 'ntta', 'ntta.org'),
  brand('Illinois Tollway', 'ipass, illinoistollway', 'illinoistollway.com, getipass.com'),
  brand('Peach Pass', 'peachpass', 'peachpass.com'),
  // Governments
  // Only US public bodies can register a name under .gov
  brand('US government', 'usgov', 'gov'),
  brand('Social Security Administration', 'ssa, social security administration', 'ssa.gov'),
  brand('Medicare', 'medicare', 'medicare.gov'),
  brand('USCIS', 'uscis', 'uscis.gov'),
  brand('HMRC', 'hmrc, govuk', 'gov.uk'),
  brand('DVLA', 'dvla', 'gov.uk'),
  brand('NHS', 'nhs', 'nhs.uk'),
  // Banks, cards and payments
  brand('Capital One', 'capitalone', 'capitalone.com'),
  brand('U.S. Bank', 'usbank, us bank', 'usbank.com'),
  brand('PNC', 'pnc', 'pnc.com'),
  brand('TD Bank', 'tdbank', 'td.com, tdbank.com'),
  brand('Navy Federal', 'navyfederal, navy federal credit union', 'navyfederal.org'),
  brand('USAA', 'usaa', 'usaa.com'),
  brand('Truist', 'truist', 'truist.com'),
  brand('Regions Bank', 'regionsbank', 'regions.com'),
  brand('KeyBank', 'keybank', 'key.com'),
  brand('Citizens Bank', 'citizensbank', 'citizensbank.com'),
  brand('Fifth Third', 'fifththird', '53.com'),
  brand('Huntington', 'huntington', 'huntington.com'),
  brand('Ally Bank', 'allybank', 'ally.com'),
  brand('American Express', 'amex, americanexpress', 'americanexpress.com, aexp.com'),
  brand('Discover Card', 'discovercard', 'discover.com'),
  brand('Venmo', 'venmo', 'venmo.com'),
  brand('Zelle', 'zelle, zellepay', 'zellepay.com, zelle.com'),
  brand('Cash App', 'cashapp', 'cash.app, squareup.com'),
  brand('HSBC', 'hsbc', 'hsbc.com, hsbc.co.uk'),
  brand('Barclays', 'barclays, barclaycard', 'barclays.co.uk, barclays.com'),
  brand('Lloyds Bank', 'lloyds, lloydsbank', 'lloydsbank.com'),
  brand('NatWest', 'natwest', 'natwest.com'),
  brand('Santander', 'santander', 'santander.co.uk, santanderbank.com, santander.com'),
  brand('Halifax Bank', 'halifaxbank', 'halifax.co.uk'),
  brand('Monzo', 'monzo', 'monzo.com'),
  brand('Revolut', 'revolut', 'revolut.com'),
  brand('Commonwealth Bank', 'commbank', 'commbank.com.au'),
  // Crypto
  brand('Crypto.com', 'cryptocom', 'crypto.com'),
  brand('Kraken', 'kraken, krakenexchange', 'kraken.com'),
  brand('MetaMask', 'metamask', 'metamask.io'),
  brand('Trust Wallet', 'trustwallet', 'trustwallet.com'),
  brand('Blockchain.com', 'blockchaincom', 'blockchain.com'),
  brand('Robinhood', 'robinhood', 'robinhood.com'),
  // Telcos and home services
  brand('Verizon', 'verizon, vzw, verizonwireless', 'verizon.com, vzw.com'),
  brand('AT&T', 'att, atandt', 'att.com, att.net'),
  brand('T-Mobile', 'tmobile', 't-mobile.com'),
  brand('Xfinity', 'xfinity, comcast', 'xfinity.com, comcast.com, comcast.net'),
  brand('Vodafone', 'vodafone', 'vodafone.com, vodafone.co.uk'),
  // Shops and services
  brand('Walmart', 'walmart', 'walmart.com'),
  brand('Costco', 'costco', 'costco.com'),
  brand('eBay', 'ebay', 'ebay.com'),
  brand('Best Buy', 'bestbuy, geeksquad, geek squad', 'bestbuy.com, geeksquad.com'),
  brand('Walgreens', 'walgreens', 'walgreens.com'),
  brand('CVS', 'cvs', 'cvs.com'),
  brand('Home Depot', 'homedepot', 'homedepot.com'),
  brand("Lowe's", 'lowes', 'lowes.com'),
  brand('Kroger', 'kroger', 'kroger.com'),
  brand("Sam's Club", 'samsclub', 'samsclub.com'),
  brand('Shein', 'shein', 'shein.com'),
  brand('Temu', 'temu', 'temu.com'),
  brand('AliExpress', 'aliexpress', 'aliexpress.com'),
  brand('DoorDash', 'doordash', 'doordash.com'),
  brand('Instacart', 'instacart', 'instacart.com'),
  brand('Norton', 'norton, nortonlifelock', 'norton.com'),
  brand('McAfee', 'mcafee', 'mcafee.com'),
  brand('DocuSign', 'docusign', 'docusign.com, docusign.net'),
  brand('Dropbox', 'dropbox', 'dropbox.com'),
  brand('Roblox', 'roblox', 'roblox.com'),
]
