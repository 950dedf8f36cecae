import type { Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import { signWidgetPayload } from './support'

async function expectErrorPage(page: Page, status: number, title: string, description: string | RegExp) {
  // The widget timeout case waits out the client's 10 s limit before the page appears.
  await waitForApp(page, 20_000)
  const main = page.getByRole('main')
  await expect(main.getByText(String(status), { exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(main.getByText(description)).toBeVisible()
}

test.describe('not found', () => {
  test('an unknown address is a 404 naming the full path, with a countdown home', async ({ page }) => {
    await page.goto('/no/such/page?ref=mail')
    await expectErrorPage(page, 404, 'Page Not Found', 'Page not found: /no/such/page?ref=mail')
    const home = page.getByRole('link', { name: /Go to Home \(\d\)/ })
    await expect(home).toBeVisible()
    await expectAccessible(page, '404 en')
    await screenshot(page, 'error-404-en')
    // The countdown reaches zero and goes home by itself.
    await expect(page).toHaveURL(/\/$/, { timeout: 8_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your journey across Saudi Arabia starts here',
    )
  })

  test('the countdown can be stopped', async ({ page }) => {
    await page.goto('/ar/no-such-page')
    await expectErrorPage(page, 404, 'الصفحة غير موجودة', 'الصفحة غير موجودة: /ar/no-such-page')
    await page.getByRole('button', { name: 'البقاء في هذه الصفحة' }).click()
    await expect(page.getByRole('link', { name: 'الذهاب إلى الرئيسية' })).toBeVisible()
    await page.waitForTimeout(6_000)
    await expect(page).toHaveURL(/\/ar\/no-such-page$/)
    await expectAccessible(page, '404 ar')
    await screenshot(page, 'error-404-ar')
  })

  test('an unknown locale prefix and a page the API does not know are 404s', async ({ page }) => {
    await page.goto('/fr/about-us')
    await expectErrorPage(page, 404, 'Page Not Found', 'Page not found: /fr/about-us')
    await page.goto('/a-page-nobody-wrote')
    await expectErrorPage(page, 404, 'Page Not Found', 'Page not found: /a-page-nobody-wrote')
  })

  test('/500 shows the server-error page', async ({ page }) => {
    await page.goto('/500')
    await expectErrorPage(page, 500, 'Something went wrong!', /Please try again in a moment/)
    await expectAccessible(page, '500 en')
  })
})

test.describe('widget load errors (SPEC.md §8)', () => {
  test('missing Data: 400 Invalid widget data, logged with its code and message', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`))
    await page.route('**/widget?*', (route) => route.fulfill({ json: { message: 'ok' } }))
    await page.goto('/?payload=partner.token')
    await expectErrorPage(
      page,
      400,
      'Invalid widget data',
      'The widget data received from the server is invalid',
    )
    // The production build keeps only hashed message ids: the log names the code and the words instead.
    const expected =
      'warning: AppError 400 invalid-widget-data: Invalid widget data. The widget data received from the server is invalid'
    await expect.poll(() => logged.some((line) => line.startsWith(expected))).toBe(true)
    expect(logged.filter((line) => /AppError: \w{6}$/.test(line) || line.startsWith('error:'))).toEqual([])
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expectAccessible(page, 'widget 400 invalid')
    await screenshot(page, 'widget-invalid-data-en')
  })

  test('timeout: 504 Request timed out', async ({ page }) => {
    test.setTimeout(40_000)
    await page.route('**/widget?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      await route.fulfill({ json: {} }).catch(() => undefined)
    })
    await page.goto('/ar?payload=partner.token')
    await expectErrorPage(
      page,
      504,
      'انتهت مهلة الطلب',
      'انتهت مهلة الطلب إلى خادم الأداة. يرجى المحاولة لاحقًا.',
    )
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectAccessible(page, 'widget 504 ar')
    await screenshot(page, 'widget-timeout-ar')
  })

  test("server error: its status and the server's message", async ({ page }) => {
    await page.goto('/?payload=not-a-signed-payload')
    await expectErrorPage(page, 401, 'App Data Load Failed', 'The widget payload is not valid')
  })

  test('the server message comes in Arabic for an Arabic page', async ({ page }) => {
    await page.goto('/ar?payload=not-a-signed-payload')
    await expectErrorPage(page, 401, 'تعذّر تحميل بيانات التطبيق', 'بيانات الأداة غير صحيحة')
  })

  test('no response: 502', async ({ page }) => {
    await page.route('**/widget?*', (route) => route.abort('connectionrefused'))
    await page.goto('/?payload=partner.token')
    await expectErrorPage(
      page,
      502,
      'No response from server',
      'Could not reach the widget server. Please check your internet connection or try again later.',
    )
  })

  test('no payload and no cookie: 400 Missing widget data', async ({ page }) => {
    await page.goto('/?payload=')
    await expectErrorPage(
      page,
      400,
      'Missing widget data',
      'No app data cookie found and no payload query param provided.',
    )
    await expectAccessible(page, 'widget 400 missing')
  })

  test('a payload in the address is stored and removed from it', async ({ page, context }) => {
    await page.goto(`/about-us?payload=${signWidgetPayload('partner-demo')}&utm_source=partner`)
    await waitForApp(page)
    await expect(page).toHaveURL(/\/about-us\?utm_source=partner$/)
    const cookie = (await context.cookies()).find((item) => item.name === 'appData')
    expect(decodeURIComponent(cookie?.value ?? '')).toContain('partner-demo')
    // The partner's default currency overrides the visitor's.
    await expect(page.getByRole('button', { name: /Currency: AED/ })).toBeVisible()
  })
})

test.describe('single-vertical widget', () => {
  test("the root goes to the vertical's home", async ({ page }) => {
    await page.goto(`/?payload=${signWidgetPayload('flights-only')}`)
    await expect(page).toHaveURL(/\/cheap-flights-in-saudi-arabia$/)
  })

  test('in Arabic too', async ({ page }) => {
    await page.goto(`/ar?payload=${signWidgetPayload('flights-only')}`)
    await expect(page).toHaveURL(/\/ar\/cheap-flights-in-saudi-arabia$/)
  })

  test('a widget with several verticals stays on Home', async ({ page }) => {
    await page.goto(`/?payload=${signWidgetPayload('partner-demo')}`)
    await waitForApp(page)
    await expect(page).toHaveURL(/\/$/)
    const menu = page.getByRole('navigation', { name: 'Book' })
    await expect(menu.getByText('Flights')).toBeVisible()
    await expect(menu.getByText('Hotels')).toBeVisible()
    await expect(menu.getByText('Buses')).toHaveCount(0)
  })
})
