import type { Frame, Page } from '@playwright/test'
import { expect, expectAccessible, hostUrl, test, waitForWidget, widgetFrame } from './fixtures'

/** The frame's page fits it: as tall as its content, nothing to scroll inside. */
async function expectSizedToContent(page: Page, iframeSelector: string, frame: Frame) {
  await expect
    .poll(async () => {
      const frameHeight = await page
        .locator(iframeSelector)
        .evaluate((el) => el.getBoundingClientRect().height)
      const contentHeight = await frame.evaluate(
        () => document.getElementById('root')!.getBoundingClientRect().height,
      )
      return Math.abs(frameHeight - Math.ceil(contentHeight))
    })
    .toBeLessThanOrEqual(1)
  const scrolls = await frame.evaluate(
    () => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1,
  )
  expect(scrolls, 'a scrollbar inside the frame').toBe(false)
}

const events = (page: Page) => page.locator('#events li')

test('the loader script puts the widget where it stands, sized to its content, and reports its pages', async ({
  page,
}) => {
  await page.goto('/?only=script')
  const selector = '[data-way="script"] iframe'
  await expect(page.locator(selector)).toHaveAttribute('title', 'Book with Rihla')
  const frame = await widgetFrame(page, selector)
  await waitForWidget(frame)
  await expect(frame.getByRole('heading', { name: 'What would you like to book?' })).toBeVisible()
  // data-verticals="hotel,event" narrows the partner's flights, hotels and events.
  const book = frame.getByRole('navigation', { name: 'Book' }).last()
  await expect(book.getByRole('link')).toHaveText(['Hotels', 'Events'])
  await expectSizedToContent(page, selector, frame)
  const homeHeight = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().height)

  await book.getByRole('link', { name: 'Hotels' }).click()
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(events(page).filter({ hasText: 'rihla:navigate' }).last()).toContainText(
    '"path":"/best-hotels-in-saudi-arabia"',
  )
  // The hotels home's search form arrives with its chunk, and the frame grows to hold it.
  await expect
    .poll(() => page.locator(selector).evaluate((el) => el.getBoundingClientRect().height))
    .toBeGreaterThan(homeHeight)
  await expectSizedToContent(page, selector, frame)
  await expectAccessible(page, 'script embed, hotels home')

  // On the events home, scrolled down to an event near the window's top (the partner's page goes on
  // below the widget), the frame's top out of sight: the page it opens starts at its top, the host page
  // scrolling back up to the frame.
  const frameTop = () => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top)
  await page.addStyleTag({ content: 'body { padding-block-end: 100vh }' })
  await book.getByRole('link', { name: 'Events' }).click()
  await expect(events(page).last()).toContainText('"path":"/events-in-saudi-arabia"')
  const saudiCup = frame.getByRole('link', { name: 'The Saudi Cup 2027' })
  const { y } = (await saudiCup.boundingBox())!
  await page.evaluate((by) => window.scrollBy(0, by), y - 20)
  expect(await frameTop()).toBeLessThan(0)
  const shown = await events(page).count()
  await saudiCup.click()
  await expect(events(page)).toHaveCount(shown + 1)
  await expect(events(page).last()).toContainText('"path":"/events/detail/saudi-cup-2027"')
  await expect.poll(frameTop).toBeGreaterThanOrEqual(0)
  expect(await frameTop()).toBeLessThan(page.viewportSize()!.height)
})

test('a vertical the widget does not allow is not found, even when the host asks for it', async ({
  page,
}) => {
  await page.goto('/?only=element')
  const frame = await widgetFrame(page, 'rihla-widget iframe')
  await waitForWidget(frame)
  // The partner allows flights, hotels and events: buses are another partner's.
  await page
    .locator('rihla-widget')
    .evaluate((element) =>
      (element as HTMLElement & { navigate: (path: string) => void }).navigate('/ar/bus/search'),
    )
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة')
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('the custom element in Arabic, right to left, in the currency the page asks for', async ({ page }) => {
  await page.goto('/?only=element')
  const frame = await widgetFrame(page, 'rihla-widget iframe')
  await waitForWidget(frame)
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(frame.getByRole('heading', { name: 'ماذا تودّ أن تحجز؟' })).toBeVisible()
  await expect(frame.getByRole('button', { name: /SAR/ })).toBeVisible()
  // The partner's theme: its brand colour and its rounder corners, on the theme contract's tokens.
  const theme = await frame.evaluate(() => document.documentElement.getAttribute('style') ?? '')
  expect(theme).toContain('#0e7490')
  expect(theme).toContain('28px')
  // The theme its payload signs: a bundled font, its faces loaded, and the page's colours.
  expect(theme).toContain("'Noto Naskh Arabic'")
  expect(theme).toContain('#f4f6f8')
  const faces = await frame.evaluate(
    async () => (await document.fonts.load("16px 'Noto Naskh Arabic'", 'رحلة')).length,
  )
  expect(faces, 'bundled faces of the chosen font').toBeGreaterThan(0)
  const heading = frame.getByRole('heading', { level: 1 })
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?'?Noto Naskh Arabic/)
  await expectSizedToContent(page, 'rihla-widget iframe', frame)
})

test("a plain iframe of a single-vertical partner opens on that vertical's home", async ({ page }) => {
  await page.goto('/?only=iframe')
  const frame = await widgetFrame(page, '[data-way="iframe"] iframe')
  await waitForWidget(frame)
  await expect.poll(() => new URL(frame.url()).pathname).toBe('/cheap-flights-in-saudi-arabia')
  // Only flights: no choice of verticals in its header.
  await expect(frame.getByRole('navigation', { name: 'Book' })).toHaveCount(0)
})

test('two widgets on one page, each its own app, in both languages; axe finds nothing', async ({ page }) => {
  for (const [path, language] of [
    ['/', 'en'],
    ['/ar', 'ar'],
  ] as const) {
    await page.goto(path)
    const english = await widgetFrame(page, '[data-way="script"] iframe')
    const arabic = await widgetFrame(page, 'rihla-widget iframe')
    await Promise.all([waitForWidget(english), waitForWidget(arabic)])
    await waitForWidget(await widgetFrame(page, '[data-way="iframe"] iframe'))
    await english
      .getByRole('navigation', { name: 'Book' })
      .last()
      .getByRole('link', { name: 'Events' })
      .click()
    await expect.poll(() => new URL(english.url()).pathname).toMatch(/events/)
    // The other widget stays where it was, in its own language.
    await expect(arabic.getByRole('heading', { name: 'ماذا تودّ أن تحجز؟' })).toBeVisible()
    await expectAccessible(page, `demo page ${language}`)
  }
})

test.describe('frame-ancestors', () => {
  test.use({ expectedErrors: /frame-ancestors|Refused to (frame|display)/ })

  test('a page that is not the partner’s cannot frame its widget', async ({ page, cspViolations }) => {
    // The demo page at localhost instead of 127.0.0.1: another origin than the partner's.
    await page.goto(`${hostUrl.replace('127.0.0.1', 'localhost')}/?only=script`)
    const iframe = page.locator('[data-way="script"] iframe')
    await expect(iframe).toBeAttached()
    const frame = await widgetFrame(page, '[data-way="script"] iframe')
    await expect.poll(() => frame.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/)
    expect(await frame.locator('#root').count()).toBe(0)
    // The refusal is the browser enforcing the widget's policy: the one violation this test provokes.
    cspViolations.length = 0
  })
})
