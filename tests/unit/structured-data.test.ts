import { describe, expect, it, vi } from 'vitest'
import { mobileApplicationJsonLd } from '@/lib/seo'

vi.mock('@/config/site', () => ({
  site: {
    appName: 'Scam</script><script>alert(1)</script>Check',
    companyName: 'Labs <b>',
    androidStoreUrl: 'https://play.google.com/store/apps/details?id=x',
    contactEmail: 'info@scamcheck.ph',
    siteUrl: 'https://scamcheck.ph',
  },
}))

describe('the JSON-LD block', () => {
  it('cannot close its <script> element, whatever a setting holds', () => {
    const json = mobileApplicationJsonLd('AI scam detection <b>')
    expect(json).not.toContain('<')
    expect(JSON.parse(json)).toMatchObject({
      name: 'Scam</script><script>alert(1)</script>Check',
      publisher: { name: 'Labs <b>' },
    })
  })
})
