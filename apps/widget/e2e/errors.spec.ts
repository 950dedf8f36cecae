import { signWidgetPayload } from '../../web/e2e/support'
import { expectAccessible, expectWidgetError, test, waitForWidget, widgetFrame, widgetUrl } from './fixtures'
import { expect } from './fixtures'

// SPEC.md §8 "Widget load": inside the partner's frame where the payload is good (the API's answer is
// what fails), and on the widget's own address where no partner may frame the page at all.

test.describe('widget load errors in the frame', () => {
  test('missing Data: 400 Invalid widget data', async ({ page }) => {
    await page.route('**/widget?payload=*', (route) => route.fulfill({ json: { message: 'ok' } }))
    await page.goto('/?only=script')
    const frame = await widgetFrame(page, '[data-way="script"] iframe')
    await expectWidgetError(
      frame,
      400,
      'Invalid widget data',
      'The widget data received from the server is invalid',
    )
    await expectAccessible(page, 'widget 400 in the frame')
  })

  test.describe(() => {
    test.use({ expectedErrors: /Failed to load resource: net::ERR_CONNECTION_REFUSED/ })
    test('no response: 502, in Arabic', async ({ page }) => {
      await page.route('**/widget?payload=*', (route) => route.abort('connectionrefused'))
      await page.goto('/?only=element')
      const frame = await widgetFrame(page, 'rihla-widget iframe')
      await expectWidgetError(frame, 502, 'لا يوجد رد من الخادم', /تعذّر الوصول إلى خادم الأداة/)
    })
  })

  test('any other failure: 500 Unknown error', async ({ page }) => {
    // Neither an answer, nor a network failure, nor a timeout: the frame's fetch of its app data
    // fails with an error nothing expects (a browser extension's, a bug's).
    await page.context().addInitScript((origin) => {
      if (location.origin !== origin) return
      const fetchOf = window.fetch.bind(window)
      window.fetch = (input, init) =>
        (input instanceof Request ? input.url : String(input)).includes('/widget?payload=')
          ? Promise.reject(new RangeError('Unexpected failure'))
          : fetchOf(input, init)
    }, widgetUrl)
    await page.goto('/?only=script')
    const frame = await widgetFrame(page, '[data-way="script"] iframe')
    await expectWidgetError(frame, 500, 'Unknown error', 'Something Went Wrong')
    await expectAccessible(page, 'widget 500 in the frame')
  })

  test('timeout: 504 Request timed out', async ({ page }) => {
    test.setTimeout(45_000)
    await page.route('**/widget?payload=*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      await route.fulfill({ json: {} }).catch(() => undefined)
    })
    await page.goto('/?only=script')
    const frame = await widgetFrame(page, '[data-way="script"] iframe')
    await expectWidgetError(
      frame,
      504,
      'Request timed out',
      'The request to the widget server timed out. Please try again later.',
    )
  })
})

test.describe('widget load errors on the widget’s own address', () => {
  test.use({ expectedErrors: /status of (401|403)/ })

  test('no payload and nothing kept: 400 Missing widget data', async ({ page }) => {
    await page.goto(`${widgetUrl}/`)
    await expectWidgetError(
      page,
      400,
      'Missing widget data',
      'No app data cookie found and no payload query param provided.',
    )
    await expectAccessible(page, 'widget 400 missing')
  })

  test("server response error: its status and the server's message", async ({ page }) => {
    await page.goto(`${widgetUrl}/?payload=${signWidgetPayload('disabled-demo')}`)
    await expectWidgetError(page, 403, 'App Data Load Failed', /disabled/i)
    await page.goto(`${widgetUrl}/ar/?payload=not-a-signed-payload`)
    await expectWidgetError(page, 401, 'تعذّر تحميل بيانات التطبيق', 'بيانات الأداة غير صحيحة')
  })
})

test('a good payload opened on its own works too, and leaves the address', async ({ page }) => {
  await page.goto(`${widgetUrl}/?payload=${signWidgetPayload('partner-demo')}`)
  await waitForWidget(page.mainFrame())
  await expect(page).toHaveURL(`${widgetUrl}/`)
  await expect(page.getByRole('button', { name: /Currency: AED/ })).toBeVisible()
})
