import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('has sandbox defaults for everything', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: null,
      sandbox: true,
      corsOrigins: null,
      partnerTokenTtlSeconds: 3600,
      geoDefaultCountry: 'SA',
      geoHeader: 'cf-ipcountry',
      defaultCurrency: 'SAR',
      contactRateLimit: 5,
      contactRateWindowSeconds: 600,
    })
    expect(config.pgliteDir).toMatch(/apps\/api\/var\/pglite$/)
  })

  it('trusts forwarded addresses from loopback by default, from the listed proxies when set', () => {
    const byDefault = loadConfig({}).trustProxy
    expect([byDefault('127.0.0.1'), byDefault('::1'), byDefault('10.0.0.2')]).toEqual([true, true, false])
    const listed = loadConfig({ RIHLA_TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' }).trustProxy
    expect([listed('127.0.0.1'), listed('10.9.9.9'), listed('192.0.2.7')]).toEqual([false, true, true])
    expect(() => loadConfig({ RIHLA_TRUSTED_PROXIES: 'everyone' })).toThrow(/RIHLA_TRUSTED_PROXIES/)
    // The old all-or-loopback switch is refused rather than silently ignored.
    expect(() => loadConfig({ RIHLA_TRUST_PROXY: 'always' })).toThrow(/RIHLA_TRUSTED_PROXIES/)
  })

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '5055',
      DATABASE_URL: 'postgres://u:p@db:5432/rihla',
      RIHLA_CORS_ORIGINS: 'https://rihla.sa, https://partner.example',
      RIHLA_PARTNER_TOKEN_TTL: '120',
      RIHLA_GEO_HEADER: 'X-Country',
    })
    expect(config).toMatchObject({
      port: 5055,
      databaseUrl: 'postgres://u:p@db:5432/rihla',
      corsOrigins: ['https://rihla.sa', 'https://partner.example'],
      partnerTokenTtlSeconds: 120,
      geoHeader: 'x-country',
    })
  })

  it('takes a card gateway only with both its URL and its secret', () => {
    expect(loadConfig({}).cardGateway).toBeNull()
    expect(() => loadConfig({ RIHLA_CARD_GATEWAY_URL: 'https://pay.example/v1' })).toThrow(
      /RIHLA_CARD_GATEWAY_SECRET/,
    )
    expect(
      loadConfig({
        RIHLA_CARD_GATEWAY_URL: 'https://pay.example/v1/',
        RIHLA_CARD_GATEWAY_SECRET: 's'.repeat(24),
      }).cardGateway,
    ).toEqual({ baseUrl: 'https://pay.example/v1', secret: 's'.repeat(24) })
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 4000, databaseUrl: null })
  })

  it('requires real secrets outside sandbox mode', () => {
    expect(() => loadConfig({ RIHLA_SANDBOX: 'off' })).toThrow(
      /RIHLA_PARTNER_TOKEN_SECRET: must be set when RIHLA_SANDBOX is off/,
    )
    const secret = 'a-long-production-secret-value'
    const secrets = {
      RIHLA_SANDBOX: '0',
      RIHLA_PARTNER_CREDENTIAL_KEY: secret,
      RIHLA_PARTNER_TOKEN_SECRET: secret,
      RIHLA_WIDGET_SIGNING_KEY: secret,
      RIHLA_AUTH_SECRET: secret,
      RIHLA_PUSHER_SECRET: secret,
    }
    // The sandbox's seller would print a made-up VAT registration on every real invoice.
    expect(() => loadConfig(secrets)).toThrow(
      /RIHLA_SELLER_VAT_NUMBER: must be set when RIHLA_SANDBOX is off/,
    )
    const seller = {
      RIHLA_SELLER_NAME_EN: 'United Journeys Company',
      RIHLA_SELLER_NAME_AR: 'شركة الرحلات المتحدة',
      RIHLA_SELLER_VAT_NUMBER: '300000000000003',
      RIHLA_SELLER_ADDRESS_EN: 'Olaya Street, Riyadh',
      RIHLA_SELLER_ADDRESS_AR: 'شارع العليا، الرياض',
    }
    const config = loadConfig({ ...secrets, ...seller })
    expect(config).toMatchObject({
      sandbox: false,
      partnerTokenSecret: secret,
      seller: {
        nameEn: 'United Journeys Company',
        nameAr: 'شركة الرحلات المتحدة',
        vatNumber: '300000000000003',
        addressEn: 'Olaya Street, Riyadh',
        addressAr: 'شارع العليا، الرياض',
      },
    })
  })

  it('takes a seller’s VAT registration only as Saudi VAT numbers are written', () => {
    expect(loadConfig({}).seller.vatNumber).toMatch(/^3\d{13}3$/)
    for (const vatNumber of ['30000000000000', '400000000000003', '30000000000000x', '3000000000000003'])
      expect(() => loadConfig({ RIHLA_SELLER_VAT_NUMBER: vatNumber })).toThrow(/RIHLA_SELLER_VAT_NUMBER/)
  })

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ RIHLA_GEO_DEFAULT_COUNTRY: 'Saudi' })).toThrow(/RIHLA_GEO_DEFAULT_COUNTRY/)
  })
})
