import { site } from '@/config/site'
import type { PolicyHeads } from './messages'

export const filPolicyHeads: PolicyHeads = {
  privacy: {
    title: `Patakaran sa Privacy | ${site.appName}`,
    description: `Paano hinahawakan ng ${site.appName} ang data mo: ano ang kinokolekta namin, ano ang hindi namin kailanman ginagawa rito, gaano katagal namin ito itinatago at ang mga karapatan mo sa ilalim ng Data Privacy Act of 2012.`,
  },
  terms: {
    title: `Mga Tuntunin ng Serbisyo | ${site.appName}`,
    description: `Ang mga tuntunin sa paggamit ng ${site.appName}: wastong paggamit, ang mga responsibilidad mo, hangganan ng pananagutan at ang mga batas ng Pilipinas.`,
  },
}
