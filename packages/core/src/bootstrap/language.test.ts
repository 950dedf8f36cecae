import { describe, expect, it, vi } from 'vitest'
import { chooseLocale } from './language'

const geo = (country: string | null) => () =>
  Promise.resolve({ country, arabicCountries: ['SA', 'AE', 'EG'] })

describe('chooseLocale', () => {
  it('takes the URL locale over everything', async () => {
    expect(
      await chooseLocale({ urlLocale: 'en', saved: 'ar', browserArabic: true, country: geo('SA') }),
    ).toBe('en')
  })

  it('takes the saved choice without asking geolocation', async () => {
    const country = vi.fn(geo('SA'))
    expect(await chooseLocale({ urlLocale: null, saved: 'en', browserArabic: true, country })).toBe('en')
    expect(country).not.toHaveBeenCalled()
  })

  it('chooses Arabic for a browser asking for Arabic on a first visit', async () => {
    expect(
      await chooseLocale({ urlLocale: null, saved: null, browserArabic: true, country: geo('US') }),
    ).toBe('ar')
  })

  it('chooses by the geolocation country on a first visit', async () => {
    expect(
      await chooseLocale({ urlLocale: null, saved: null, browserArabic: false, country: geo('EG') }),
    ).toBe('ar')
    expect(
      await chooseLocale({ urlLocale: null, saved: null, browserArabic: false, country: geo('GB') }),
    ).toBe('en')
  })

  it('falls back to English when geolocation fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failing = () => Promise.reject(new Error('offline'))
    expect(await chooseLocale({ urlLocale: null, saved: null, browserArabic: false, country: failing })).toBe(
      'en',
    )
  })
})
