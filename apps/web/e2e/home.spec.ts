import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'

test.describe('home', () => {
  test('/ is Home in English for a visitor from Britain', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your journey across Saudi Arabia starts here',
    )
    await expect(page.getByRole('navigation', { name: 'Book' }).getByText('Flights')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Offers for you' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Featured events' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Everything for your trip' })).toBeVisible()
    await expect(page).toHaveTitle('Online Flights Booking | Rihla')
    await expectAccessible(page, 'home en')
    await screenshot(page, 'home-en')
  })

  test('/en is Home in English', async ({ page }) => {
    await page.goto('/en')
    await waitForApp(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your journey across Saudi Arabia starts here',
    )
  })

  test('/ar is Home in Arabic, right to left', async ({ page }) => {
    await page.goto('/ar')
    await waitForApp(page)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('رحلتك في أنحاء المملكة تبدأ من هنا')
    await expect(page.getByRole('heading', { name: 'عروض لك' })).toBeVisible()
    await expect(page).toHaveTitle('حجز رحلات الطيران عبر الإنترنت | رحلة')
    await expectAccessible(page, 'home ar')
    await screenshot(page, 'home-ar')
  })

  test('a first visit from Saudi Arabia opens the Arabic site', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-sandbox-country': 'SA' } })
    const page = await context.newPage()
    await page.goto('/')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/ar$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await context.close()
  })

  test('the page carries its social card, alternate languages and the office as structured data', async ({
    page,
  }) => {
    await page.goto('/about-us')
    await waitForApp(page)
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
      'href',
      /\/ar\/%D9%85%D9%86-%D9%86%D8%AD%D9%86$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/about-us$/)
    const image = page.locator('meta[property="og:image"]')
    await expect(image).toHaveAttribute('content', /\/share\/site\.png$/)
    // The preview image is served, as the PNG the head announces.
    const imageResponse = await page.request.get(new URL((await image.getAttribute('content'))!).pathname)
    expect(imageResponse.headers()['content-type']).toBe('image/png')
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
    ) as {
      '@type': string
      address: { addressCountry: string }
      openingHoursSpecification: { opens: string; closes: string; dayOfWeek: string[] }
    }
    expect(jsonLd['@type']).toBe('TravelAgency')
    expect(jsonLd.address.addressCountry).toBe('SA')
    expect(jsonLd.openingHoursSpecification).toMatchObject({ opens: '00:00', closes: '23:59' })
    expect(jsonLd.openingHoursSpecification.dayOfWeek).toHaveLength(7)
  })

  /** Home in Arabic on Lighthouse's phone, whose first screen reaches the offers, counting layout shifts. */
  async function arabicHomeOnAPhone(browser: Browser, arabicFontDelay = 0) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    if (arabicFontDelay)
      await page.route(/\/assets\/noto-sans-arabic-wght-[\w-]+\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, arabicFontDelay))
        await route.continue()
      })
    await page.goto('/ar', { waitUntil: 'networkidle' })
    await waitForApp(page)
    const shifted = () =>
      page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, shift) => sum + shift, 0),
      )
    return { context, page, shifted }
  }

  const arabicFontInUse = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts].some(
        (face) => face.family === 'Noto Sans Arabic Variable' && face.status === 'loaded',
      ),
    )

  test('nothing moves while Home loads and hydrates on a phone, in Arabic', async ({ browser }) => {
    const { context, shifted } = await arabicHomeOnAPhone(browser)
    expect(await shifted()).toBeLessThan(0.01)
    await context.close()
  })

  test('an Arabic font that comes after the first paint moves nothing, and the next page has it', async ({
    browser,
  }) => {
    // Chromium builds its fonts again when the page's stylesheets change, as they do when the app starts,
    // and takes up a late `font-display: optional` font; a line of Home's introduction then wraps differently.
    const { context, page, shifted } = await arabicHomeOnAPhone(browser, 1_000)
    expect(await shifted()).toBeLessThan(0.01)
    expect(await arabicFontInUse(page)).toBe(false)
    await page.getByRole('navigation', { name: 'احجز' }).getByRole('link', { name: 'الفنادق' }).click()
    await expect(page).toHaveURL(/\/ar\/best-hotels-in-saudi-arabia$/)
    await expect.poll(() => arabicFontInUse(page)).toBe(true)
    await context.close()
  })

  test('the layout holds at 320 px', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 320, height: 720 } })
    const page = await context.newPage()
    await page.goto('/ar')
    await waitForApp(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectAccessible(page, 'home ar 320px')
    await screenshot(page, 'home-ar-320')
    await context.close()
  })
})
