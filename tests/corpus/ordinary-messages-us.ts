import type { CorpusMessage } from './corpus-message'

/**
 * Ordinary US texts that look like the smishing beside them: shops' and banks' own offers and
 * alerts with their own links and "Reply STOP", rewards, and friends who get back in touch.
 */
export const ORDINARY_MESSAGES_US: CorpusMessage[] = [
  {
    kind: 'promo',
    lang: 'en',
    text: 'Walmart: Rollbacks on TVs and laptops this weekend only. Shop now at walmart.com/deals Reply STOP to opt out',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Costco: Your Executive Member 2% reward of $84.20 is ready. Use it in the warehouse or at costco.com. Reply STOP to end',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Best Buy: Get a $25 gift card when you trade in your old phone. Details at bestbuy.com/tradein. Txt STOP to quit',
  },
  {
    kind: 'cashback',
    lang: 'en',
    text: 'Capital One: Your $150 cash bonus has been credited to your Savor card. View your rewards at capitalone.com',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Bank of America: A new device signed in to your account. If this was you, no action is needed. If not, sign in at bankofamerica.com to review.',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Amazon: Your refund of $23.99 for the returned item has been issued to your card. See details at amazon.com/orders',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'FedEx: Your package from Target is scheduled for delivery today by 8 pm. Track it at fedex.com/track',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'USPS Informed Delivery: You have 3 mailpieces and 1 package arriving today. See them at informeddelivery.usps.com',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'Venmo: You received $40.00 from Dan P. for "concert tickets". It is in your Venmo balance.',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Hey stranger! Long time, how have you been? We should grab coffee when you are back in town',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Hi, it’s Rachel from yoga. Nice meeting you on Saturday! Here are the class times I mentioned: 6 pm Tue and Thu',
  },
  {
    kind: 'work-chat',
    lang: 'en',
    text: 'Hi Ms. Lopez, this is Tom from the dentist’s office confirming your cleaning tomorrow at 10:30. Reply C to confirm.',
  },
  {
    kind: 'otp-notice',
    lang: 'en',
    text: 'Your Chase verification code is 381920. Chase will never call or text you for this code.',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'USAA: Your auto insurance ID cards are ready. View them in the USAA app or at usaa.com',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Navy Federal: Your payment of $215.00 to your credit card is scheduled for 11/15. Manage payments at navyfederal.org',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'Thanks for your order! Your DoorDash order from Chipotle is on the way. Track it at doordash.com',
  },
  {
    kind: 'courier',
    lang: 'en',
    text: 'UPS: Your package is out for delivery today. Track at ups.com',
  },
  {
    kind: 'school',
    lang: 'en',
    text: 'Reminder from Lincoln Elementary: picture day is Thursday. Order forms are in your child’s backpack.',
  },
  {
    kind: 'work-chat',
    lang: 'en',
    text: 'CVS Pharmacy: Your prescription is ready for pickup at 123 Main St. Reply STOP to opt out.',
  },
  {
    kind: 'promo',
    lang: 'en',
    text: 'Target Circle: 20% off one home item this week in the app or at target.com. Reply STOP to opt out.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'NWS: Flash Flood Warning in this area until 9 PM. Avoid flooded roads. Check local media.',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Hey! Sorry I missed your call, was at the gym. Still on for dinner Friday?',
  },
  {
    kind: 'family-chat',
    lang: 'en',
    text: 'Mom, my phone is almost dead, I’m at Jake’s house. Will be home by 10',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Capital One: You are pre-approved for a Quicksilver card. See your offer at capitalone.com. Reply STOP to cancel.',
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Chase: A $412.80 purchase at BEST BUY was made with your card ending 4417. If this was not you, call the number on the back of your card.',
  },
  {
    kind: 'government-alert',
    lang: 'en',
    text: 'Reminder: your court date for case 23-TR-0418 is Monday at 9 AM, Dept 4. Bring a photo ID.',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: 'Your refund of $23.99 for the returned item has been issued to your original payment method. Details at amazon.com/orders',
  },
  {
    kind: 'receipt',
    lang: 'en',
    text: "Hi, this is Dana from Dr. Patel's office. A refund of $40 for your overpaid copay was issued today, it should reach your card in 5-7 days.",
  },
  {
    kind: 'official-link',
    lang: 'en',
    text: 'Google: Was this you? New sign-in on a Pixel 7 near Austin, TX. If not, check activity at myaccount.google.com',
  },
]
