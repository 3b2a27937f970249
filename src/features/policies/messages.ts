import { site } from '@/config/site'

/** Each policy page's title and description in English; `messages.fil.ts` has the same. */
export const policyHeads = {
  privacy: {
    title: `Privacy Policy | ${site.appName}`,
    description: `How ${site.appName} handles your data: what we collect, what we never do with it, how long we keep it and your rights under the Data Privacy Act of 2012.`,
  },
  terms: {
    title: `Terms of Service | ${site.appName}`,
    description: `The terms for using ${site.appName}: acceptable use, your responsibilities, limits of liability and the laws of the Philippines.`,
  },
}

export type PolicyHeads = typeof policyHeads
