import { expect, test, waitForWidget, widgetFrame } from './fixtures'

// The test browser refuses a frame from another site its cookies and storage, as browsers that block
// third-party cookies do: the widget's session lives in the frame, not in a cookie.
test('a traveller signs in inside the frame, where the browser refuses it cookies and storage', async ({
  page,
}) => {
  await page.goto('/?only=script')
  const frame = await widgetFrame(page, '[data-way="script"] iframe')
  await waitForWidget(frame)
  const blocked = await frame.evaluate(() => ({
    cookie: (() => {
      document.cookie = 'probe=1; SameSite=None; Secure'
      return document.cookie.includes('probe=1')
    })(),
  }))
  expect(blocked.cookie, 'a third-party cookie in the frame').toBe(false)

  await frame.getByRole('button', { name: 'Sign in', exact: true }).click()
  const dialog = frame.getByRole('dialog', { name: 'Welcome to Rihla' })
  const form = dialog.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill('demo@rihla.sa')
  await form.getByLabel('Password', { exact: true }).fill('Rihla-demo-2025')
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(frame.getByRole('button', { name: /account menu/ })).toBeVisible()

  // Signed in across the widget's pages: My Bookings needs the session.
  await frame.getByRole('navigation', { name: 'Book' }).getByRole('link', { name: 'Events' }).click()
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/events/)
  await expect(frame.getByRole('button', { name: /account menu/ })).toBeVisible()
})
