import type { CorpusMessage } from './corpus-message'

/** Ordinary texts from banks, shops, couriers and friends abroad, worded like the scams that copy them. */
export const ORDINARY_MESSAGES_ABROAD: CorpusMessage[] = [
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Chase: Your one-time code is 482913. Don’t share it with anyone. We’ll never call you to ask for it.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Your Amazon verification code is 731802. Do not share this code. If you did not request it, you can ignore this message.',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'Wells Fargo: Your $45.00 Zelle payment to Maria Santos was sent. Questions? Visit wellsfargo.com/zelle',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'Your Venmo payment of $18.50 to Josh for pizza went through. View it at venmo.com',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'USPS: Your item was delivered in or at the mailbox at 2:14 pm on November 3 in DALY CITY, CA. Details: usps.com/tracking',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'UPS: Your package will be delivered tomorrow between 10:30 AM and 2:30 PM. Manage your delivery at ups.com',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'Royal Mail: We tried to deliver your parcel today but no one was home. It is at your local Customer Service Point; bring the card we left. royalmail.com',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'E-ZPass NY: Your account balance is low. Replenish at e-zpassny.com or in the app to keep using your tag.',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Netflix: Your membership will renew on Dec 4. Manage your plan at netflix.com/account',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Capital One: Your statement is ready. Your minimum payment of $35.00 is due on 12/05. View it at capitalone.com',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'Bank of America will never text you to ask for your password, PIN or a one-time code. If you get a text like that, it is a scam: do not reply.',
  },
  {
    kind: 'scam-warning',
    lang: 'en',
    text: 'FTC alert: Scammers send texts about unpaid tolls. Don’t click links in unexpected texts; check your account on your toll agency’s own website.',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Hi Tita, I got the job in Dallas! Start on Monday. Will call you this weekend, love you',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Landed in Heathrow, going through immigration now. Text you when I get to the flat',
  },
  {
    kind: 'work-chat',
    lang: 'en',
    text: 'Shift swap approved for Saturday. Remember to clock in through the app, the kiosk is down.',
  },
]
