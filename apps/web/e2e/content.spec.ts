import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'

test.describe('content pages', () => {
  test('About us in English', async ({ page }) => {
    await page.goto('/about-us')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/)
    await expect(page.locator('article p').first()).not.toBeEmpty()
    await expect(page).toHaveTitle(/\| Rihla$/)
    await expectAccessible(page, 'about-us en')
    await screenshot(page, 'about-us-en')
  })

  test('About us in Arabic lives at its Arabic address', async ({ page }) => {
    await page.goto('/ar/about-us')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/ar\/%D9%85%D9%86-%D9%86%D8%AD%D9%86$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('رحلة')
    await expectAccessible(page, 'about-us ar')
    await screenshot(page, 'about-us-ar')
  })

  test('the privacy policy and the terms are real pages in both languages', async ({ page }) => {
    for (const path of [
      '/privacy-policy',
      '/terms-conditions',
      '/ar/privacy-policy',
      '/ar/terms-conditions',
    ]) {
      await page.goto(path)
      await waitForApp(page)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      // Real policies: several sections and some length, not a line of filler.
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4)
      expect((await page.locator('article').innerText()).length).toBeGreaterThan(1500)
    }
  })

  test('a generic page at /{pageSlug}', async ({ page }) => {
    await page.goto('/faq')
    await waitForApp(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, 'faq en')
    await page.goto('/ar/faq')
    await waitForApp(page)
    await expect(page).toHaveURL(
      /\/ar\/%D8%A7%D9%84%D8%A3%D8%B3%D8%A6%D9%84%D8%A9-%D8%A7%D9%84%D8%B4%D8%A7%D8%A6%D8%B9%D8%A9$/,
    )
    await expectAccessible(page, 'faq ar')
  })

  test('the footer links to every content page', async ({ page }) => {
    await page.goto('/')
    await waitForApp(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Terms and conditions' }).click()
    await expect(page).toHaveURL(/\/terms-conditions$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Addresses of other kinds stay as written on any page, not resolved against its path.
    await expect(footer.getByRole('link', { name: '+966 11 520 4000' })).toHaveAttribute(
      'href',
      'tel:+966115204000',
    )
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    )
  })

  test('a page with lazily loaded parts loads without a console error', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/contact-us')
    await waitForApp(page)
    await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(errors).toEqual([])
  })
})
