import { expect, expectAccessible, shot, shotBothWidths, test, waitForWidget, widgetFrame } from './fixtures'

test('the widget at 360 and 1280 px, in English and Arabic', async ({ page }) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [way, language] of [
      ['script', 'en'],
      ['element', 'ar'],
    ] as const) {
      await page.goto(`/?only=${way}`)
      const frame = await widgetFrame(
        page,
        way === 'script' ? '[data-way="script"] iframe' : 'rihla-widget iframe',
      )
      await waitForWidget(frame)
      await frame
        .getByRole('link', { name: language === 'en' ? 'Hotels' : 'الفنادق' })
        .first()
        .click()
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible()
      // The search form arrives with its chunk; the frame grows to hold it.
      await expect(frame.locator('form')).toBeVisible()
      await shot(page, `hotels-${language}-${width}`)
    }
  }
})

test('the guide for partners: the three ways, each with a copy button, in both languages', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto('/partners')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('For partners: embed Rihla on your site')
  const copyButtons = page.getByRole('button', { name: 'Copy' })
  await expect(copyButtons).toHaveCount(3)
  await copyButtons.nth(1).click()
  await expect(page.getByRole('status')).toHaveText('Copied to the clipboard.')
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(
    /^<script src="http:\/\/localhost:\d+\/embed\.js" async><\/script>\n<rihla-widget payload="[\w-]+\.[\w-]+\.[\w-]+"/,
  )
  await expectAccessible(page, 'partners guide en')
  await shotBothWidths(page, 'partners-en')

  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('button', { name: 'نسخ' })).toHaveCount(3)
  await expectAccessible(page, 'partners guide ar')
  await shotBothWidths(page, 'partners-ar')
})
