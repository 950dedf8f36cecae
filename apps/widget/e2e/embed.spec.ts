import { expect, shot, test, waitForWidget, widgetFrame } from './fixtures'

test('the loader script puts the widget where it stands, sized to its content', async ({ page }) => {
  await page.goto('/?only=script')
  const iframe = page.locator('[data-way="script"] iframe')
  await expect(iframe).toHaveAttribute('title', 'Book with Rihla')
  const frame = await widgetFrame(page, '[data-way="script"] iframe')
  await waitForWidget(frame)
  await expect(frame.getByRole('heading', { name: 'What would you like to book?' })).toBeVisible()
  await shot(page, 'script-home-1280')
})
