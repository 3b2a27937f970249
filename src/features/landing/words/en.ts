import { site } from '@/config/site'

/** The landing page's words in English; every other language has the same shape. */
export const enLandingWords = {
  eyebrow: 'Scam protection for Filipinos',
  heading: 'Is this a scam?',
  lead: `Got a strange text, a too-good-to-be-true offer or a link you are not sure about? ${site.appName} checks it for you in seconds, before you reply, click or pay.`,
  note: 'Free to download. Works on Android phones.',
  checkLink: 'Check a message, no app needed',
  helpLink: 'Already paid or shared a code? Get help now',
  heroImage: `A phone showing a suspicious text message flagged as a scam by ${site.appName}`,
  qrAlt: `QR code that opens ${site.appName} on Google Play`,
  qrCaption: 'Scan with your phone to get the app',
  threatsTitle: 'Scams are everywhere in the Philippines',
  threatsLead:
    'Scammers follow people wherever they spend time online. These are the numbers behind the messages you receive every day.',
  threats: [
    {
      title: 'Suspected fraud',
      text: 'About 13.4% of digital transactions in the Philippines are suspected to be fraudulent.',
    },
    { title: 'Money lost', text: 'About 34% of people have already lost money to scams.' },
    {
      title: 'Scam messages',
      text: '74% of users have received scam messages by text, chat or email.',
    },
    {
      title: 'Scams are moving',
      text: 'SMS scams dropped by 2025 while fraud on social media grew.',
    },
  ],
  featuresTitle: `How ${site.appName} keeps you safe`,
  features: [
    {
      name: 'Instant Scam Detection',
      text: 'Scan a text, email, link, website or screenshot and get a clear verdict in seconds.',
    },
    {
      name: 'AI-Powered Analysis',
      text: 'Artificial intelligence looks for the tricks scammers use: fake urgency, lookalike links and requests for money or codes.',
    },
    {
      name: 'Sender Verification',
      text: 'Check an unknown phone number or email address before you answer, reply or send anything.',
    },
    {
      name: 'Built-in Safety Tips',
      text: 'Short, practical tips explain each scam so you and your family can spot the next one yourselves.',
    },
    {
      name: 'One-Tap Protection',
      text: `Share a suspicious message to ${site.appName} with one tap, straight from the app you found it in.`,
    },
  ],
  ctaImage: 'A yellow shield with a check mark',
  ctaTitle: 'Check before you click, reply or pay',
  ctaText: `Download ${site.appName} for free and get a second opinion on every suspicious message, link and caller.`,
}

/** Every language has every word (a unit test checks the lists' lengths match). */
export type LandingWords = typeof enLandingWords
