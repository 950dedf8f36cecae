import { expect, expectAccessible, screenshot, solveCaptcha, test, waitForApp } from './fixtures'
import { apiUrl } from './support'

test.describe('contact form', () => {
  test('shows the spec messages, then sends the message to the support outbox', async ({ page, request }) => {
    await page.goto('/contact-us')
    await waitForApp(page)
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Name is required')).toBeVisible()
    await expect(form.getByText('Email is required')).toBeVisible()
    await expect(form.getByText('Message is required')).toBeVisible()
    await expect(form.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page, 'contact-us en with errors')
    await screenshot(page, 'contact-us-en-errors')

    await form.getByLabel('Full name').fill('Al')
    await expect(form.getByText('Name must be at least 3 characters long')).toBeVisible()
    await form.getByLabel('Full name').fill('Noura 2')
    await expect(form.getByText('Name cannot contain special characters or numbers')).toBeVisible()
    await form.getByLabel('Email').fill('noura@')
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()

    const email = `noura.${Date.now()}@example.com`
    await form.getByLabel('Full name').fill('Noura Al Harbi')
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Message').fill('Can I change the date of my Riyadh to Jeddah flight next week?')
    await solveCaptcha(form)
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status').getByText('Thank you, Noura Al Harbi')).toBeVisible()
    await expect(page.getByText(`will reply to ${email}`)).toBeVisible()
    await screenshot(page, 'contact-us-en-sent')

    const outbox: unknown = await (await request.get(`${apiUrl}/dev/outbox?to=support@rihla.sa`)).json()
    expect(JSON.stringify(outbox)).toContain(email)
  })

  test('speaks Arabic in Arabic', async ({ page }) => {
    await page.goto('/ar/contact-us')
    await waitForApp(page)
    await expect(page).toHaveURL(/\/ar\/%D8%A7%D8%AA%D8%B5%D9%84-%D8%A8%D9%86%D8%A7$/)
    const form = page.getByRole('form', { name: 'نموذج التواصل' })
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(form.getByText('الاسم مطلوب')).toBeVisible()
    await expect(form.getByText('البريد الإلكتروني مطلوب')).toBeVisible()
    await expect(form.getByText('الرسالة مطلوبة')).toBeVisible()
    await form.getByLabel('البريد الإلكتروني').fill('not-an-email')
    await expect(form.getByText('يرجى إدخال بريد إلكتروني صحيح')).toBeVisible()
    await expectAccessible(page, 'contact-us ar with errors')
    await screenshot(page, 'contact-us-ar-errors')

    await form.getByLabel('الاسم الكامل').fill('نورة الحربي')
    await form.getByLabel('البريد الإلكتروني').fill(`noura.ar.${Date.now()}@example.com`)
    await form.getByLabel('الرسالة').fill('أرغب في تعديل موعد رحلتي من الرياض إلى جدة.')
    await solveCaptcha(form)
    await form.getByRole('button', { name: 'إرسال الرسالة' }).click()
    await expect(page.getByRole('status').getByText('شكرًا لك، نورة الحربي')).toBeVisible()
  })
})
