import type { APIResponse } from '@playwright/test'
import { expect, test, waitForApp } from './fixtures'
import { resultsPath, searchDate } from './flights'
import { createBooking, createUser, signInAs } from './session'

/** Two nights in Makkah for two adults, a month ahead (unencoded, as the list's other paths: encodeURI sends it). */
const hotelResultsPath = (locale: 'en' | 'ar') =>
  `${locale === 'ar' ? '/ar' : ''}/hotels/makkah?destination=city:Makkah` +
  `&checkIn=${searchDate(30).iso}&checkOut=${searchDate(32).iso}&rooms=2`

/**
 * What a crawler or a link preview reads: the raw HTML the server sends, with no script run. Each
 * public page names itself in its heading and head, in the visitor's language and direction.
 */
const PUBLIC_PAGES = [
  { path: '/', heading: 'Your journey across Saudi Arabia starts here' },
  { path: '/ar', heading: 'رحلتك في أنحاء المملكة تبدأ من هنا' },
  { path: '/about-us', heading: 'About Rihla' },
  { path: '/ar/من-نحن', heading: 'عن رحلة' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/privacy-policy', heading: 'Privacy policy' },
  { path: '/terms-conditions', heading: 'Terms and conditions' },
  { path: '/cheap-flights-in-saudi-arabia', heading: 'Cheap flights in Saudi Arabia' },
  { path: '/ar/cheap-flights-in-saudi-arabia', heading: 'رحلات طيران رخيصة في السعودية' },
  { path: '/flights/flynas', heading: 'flynas' },
  { path: '/ar/flights/flynas', heading: 'طيران ناس' },
  { path: resultsPath('en', { from: 'RUH', to: 'JED', date: searchDate(20) }), heading: 'RUH → JED' },
  { path: resultsPath('ar', { from: 'RUH', to: 'JED', date: searchDate(20) }), heading: 'RUH' },
  { path: hotelResultsPath('en'), heading: 'Hotels' },
  { path: hotelResultsPath('ar'), heading: 'الفنادق' },
]

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

/** The content of the first element or tag that matches, read the way a crawler does: as text. */
function first(html: string, pattern: RegExp) {
  const match = pattern.exec(html)
  return match ? text(match[1] ?? '') : null
}

async function rawPage(response: APIResponse) {
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  return response.text()
}

test.describe('pages rendered on the server', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${decodeURI(path)} carries its content and head in the HTML`, async ({ request }) => {
      const html = await rawPage(await request.get(encodeURI(path)))
      const arabic = decodeURI(path).startsWith('/ar')
      expect(html).toMatch(arabic ? /<html lang="ar" dir="rtl"/ : /<html lang="en" dir="ltr"/)
      expect(first(html, /<h1\b[^>]*>([\s\S]*?)<\/h1>/)).toContain(heading)
      // One title, the page's own, with the brand in the page's language.
      expect(html.match(/<title>/g)).toHaveLength(1)
      expect(first(html, /<title>([\s\S]*?)<\/title>/)).toMatch(arabic ? /\| رحلة$/ : /\| Rihla$/)
      expect(first(html, /<meta property="og:title" content="([^"]+)"/)).toBeTruthy()
      expect(first(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy()
      expect(first(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\/.+\.(png|jpg)$/)
      expect(first(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image')
      expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(/^https?:\/\//)
      for (const language of ['en', 'ar', 'x-default'])
        expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${language}" href="https?://`, 'i'))
      const jsonLd = first(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)
      expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'TravelAgency' })
      // No loading animation stands in for the page.
      expect(html).not.toContain('id="boot"')
      // Its styles are the rules its HTML uses, a fraction of the site's stylesheet (which the code loads).
      const [, file, rules] =
        /<style[^>]*data-stylesheet="([^"]+)" data-pruned>([\s\S]*?)<\/style>/.exec(html) ?? []
      const wholeStylesheet = await (await request.get(file!)).text()
      expect(rules!.length).toBeGreaterThan(1000)
      expect(rules!.length).toBeLessThan(wholeStylesheet.length / 3)
      // The page's bytes are its own: no data it does not show (the countries of the passenger forms)…
      expect(html).not.toContain('dialCode')
      // …and the app's code is asked for once the page has loaded and shown its first frame.
      expect(html).not.toMatch(/<script\b[^>]*type="module"/)
      const starter = first(html, /<script[^>]*>([^<]*"\/assets\/index-[\w-]+\.js"[^<]*)<\/script>/)
      expect(starter).toContain("addEventListener('load'")
      expect(starter).toContain("getEntriesByName('first-contentful-paint')")
    })
  }

  test('a results link is titled with its route or place, its dates and its lowest price', async ({
    request,
  }) => {
    const titleOf = async (path: string) =>
      first(await rawPage(await request.get(encodeURI(path))), /<title>([\s\S]*?)<\/title>/)
    const flightDay = searchDate(20)
    // "… · from SAR 245 | Rihla", "from £81.20": a currency, then an amount.
    const price = '[^\\d\\s]+\\s?\\d[\\d,.]*'
    expect(await titleOf(resultsPath('en', { from: 'RUH', to: 'JED', date: flightDay }))).toMatch(
      new RegExp(`^Riyadh to Jeddah, ${flightDay.day} \\w+ · from ${price} \\| Rihla$`),
    )
    // English first: an Arabic page sets the language cookie that unprefixed addresses then follow.
    expect(await titleOf(hotelResultsPath('en'))).toMatch(
      new RegExp(`^Hotels in Makkah, ${searchDate(30).day}\\D.* · from ${price} \\| Rihla$`),
    )
    expect(await titleOf(resultsPath('ar', { from: 'RUH', to: 'JED', date: flightDay }))).toMatch(
      /^الرياض إلى جدة، .+ · ابتداءً من .*\d.* \| رحلة$/,
    )
    expect(await titleOf(hotelResultsPath('ar'))).toMatch(
      /^الفنادق في مكة المكرمة، .+ · ابتداءً من .*\d.* \| رحلة$/,
    )
  })

  test('a language chosen earlier is kept: an unprefixed address redirects to the Arabic page', async ({
    request,
  }) => {
    const redirected = await request.get('/about-us', {
      headers: { cookie: 'rihla_locale=ar' },
      maxRedirects: 0,
    })
    expect(redirected.status()).toBe(307)
    expect(redirected.headers()['location']).toBe('/ar/about-us')
    // …whose address is then its Arabic one.
    const response = await request.get('/about-us', { headers: { cookie: 'rihla_locale=ar' } })
    expect(decodeURI(new URL(response.url()).pathname)).toBe('/ar/من-نحن')
    expect(first(await rawPage(response), /<h1\b[^>]*>([\s\S]*?)<\/h1>/)).toBe('عن رحلة')
  })

  test('a page for a signed-in user is only its shell on the server, never anyone’s data', async ({
    request,
  }) => {
    const html = await rawPage(await request.get('/bookings'))
    expect(html).toMatch(/<header\b/)
    expect(html).not.toMatch(/<h1\b[^>]*>[\s\S]*?My Bookings/)
  })

  test('a signed-in traveller opening a booking page by its address hydrates it without a mismatch', async ({
    page,
    request,
  }) => {
    // The fixtures fail the test on any hydration error: the server's page must be what the browser renders first.
    const user = await createUser(request)
    const booking = await createBooking(request, user, { type: 'bus', amount: 12_000 })
    await signInAs(page, user)
    await page.goto(`/bus/booking-detail/${booking.uuid}`)
    await waitForApp(page)
    // A sample booking has no bus trip behind it: the page is its frame and the flow's load error.
    await expect(page.getByRole('heading', { level: 1, name: 'Your bus booking' })).toBeVisible()
  })

  test('an unknown address answers 404 with the not-found page', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Page Not Found')
  })

  test('a server-rendered page hydrates and stays interactive', async ({ page }) => {
    await page.goto('/about-us')
    await waitForApp(page)
    // The page came with its own styles only; a dialog the browser renders has its styles too.
    await page.getByRole('button', { name: /Change currency/ }).click()
    const picker = page.getByRole('dialog', { name: 'Choose your currency' })
    await expect(picker).toBeVisible()
    // Styled, it is a panel in the middle of the window; unstyled, it would be a block as wide as the page.
    const [box, width] = [(await picker.boundingBox())!, page.viewportSize()!.width]
    expect(box.width).toBeLessThan(width * 0.6)
    expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(20)
    await page.keyboard.press('Escape')
    await expect(picker).toBeHidden()
    // The language switch is a router link once hydrated: the Arabic page opens without a reload.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('link', { name: 'العربية' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'عن رحلة' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )
    await expect(page).toHaveTitle(/\| رحلة$/)
  })

  test('with scripts off, a public page reads and its links lead to the next page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/ar/cheap-flights-in-saudi-arabia')
    await expect(page.getByRole('heading', { level: 1, name: 'رحلات طيران رخيصة في السعودية' })).toBeVisible()
    await page
      .getByRole('region', { name: 'شركات الطيران' })
      .getByRole('link', { name: /طيران ناس/ })
      .click()
    await expect(page).toHaveURL(/\/ar\/flights\/flynas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'طيران ناس' })).toBeVisible()
    await page.getByRole('contentinfo').getByRole('link', { name: 'من نحن' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'عن رحلة' })).toBeVisible()
    await context.close()
  })
})
