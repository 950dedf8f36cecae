import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'

test.describe('language and currency', () => {
  test('switches the same page between English and Arabic and remembers the choice', async ({ page }) => {
    await page.goto('/about-us')
    await waitForApp(page)
    await page.getByRole('link', { name: 'العربية' }).click()
    await expect(page).toHaveURL(/\/ar\/%D9%85%D9%86-%D9%86%D8%AD%D9%86$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible()

    // The choice is kept: an unprefixed address now opens in Arabic.
    await page.goto('/contact-us')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/ar\/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7$/)

    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/contact-us$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await page.goto('/')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/$/)
  })

  test('changes the currency after a confirmation and goes Home', async ({ page }) => {
    await page.goto('/about-us')
    await waitForApp(page)
    await page.getByRole('button', { name: /Change currency/ }).click()
    const picker = page.getByRole('dialog', { name: 'Choose your currency' })
    await expect(picker).toBeVisible()
    await expectAccessible(page, 'currency picker')
    await picker.getByRole('option', { name: /Euro/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Change currency?' })
    await expect(confirm).toContainText('Euro (EUR)')
    await screenshot(page, 'currency-confirm-en')
    await confirm.getByRole('button', { name: 'Change currency' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: /Currency: EUR/ })).toBeVisible()
    await expect(page.getByText(/From €\d/).first()).toBeVisible()
  })

  test('cancelling the confirmation keeps the currency', async ({ page }) => {
    await page.goto('/ar/about-us')
    await waitForApp(page)
    const before = await page.getByRole('button', { name: /تغيير العملة/ }).textContent()
    await page.getByRole('button', { name: /تغيير العملة/ }).click()
    await page
      .getByRole('dialog', { name: 'اختر عملتك' })
      .getByRole('option', { name: 'درهم إماراتي AED' })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'تغيير العملة؟' })
    await expectAccessible(page, 'currency confirm ar')
    await screenshot(page, 'currency-confirm-ar')
    await confirm.getByRole('button', { name: 'إلغاء' }).click()
    await expect(confirm).toBeHidden()
    await expect(page).toHaveURL(/\/ar\/%D9%85%D9%86-%D9%86%D8%AD%D9%86$/)
    await expect(page.getByRole('button', { name: /تغيير العملة/ })).toHaveText(before ?? '')
  })
})
