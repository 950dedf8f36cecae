import type { Page } from '@playwright/test'
import { expect, expectAccessible, solveCaptcha, test, waitForApp } from './fixtures'
import { resultsPath, searchDate, waitForResults } from './flights'
import { latestOtp } from './session'

// A visitor who reaches a booking step is asked to sign in and, once signed in (or signed up, as a new
// traveller does), is back on that step with the trip as it was: the auth middleware's return works for
// every vertical's steps.

const step = /\/flights\/passenger-details\/([^/?]+)$/

/** From results to the passenger details of a fare chosen on itinerary details; returns the login dialog. */
async function reachStepAsVisitor(page: Page) {
  await page.goto(resultsPath('en', { from: 'RUH', to: 'JED', date: searchDate(21), adults: 2, children: 1 }))
  await waitForApp(page)
  await waitForResults(page)
  await page.getByRole('button', { name: 'View fares' }).first().click()
  await page.getByRole('dialog').getByRole('link', { name: 'Choose this flight' }).click()
  await expect(page).toHaveURL(/\/flights\/itinerary-details\/[^/]+\/[^/]+$/)
  const choice = page.getByRole('radiogroup', { name: 'Choose your fare' })
  await choice.locator('label').nth(1).click()
  await expect(choice.getByRole('radio').nth(1)).toBeChecked()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()

  // The passenger details need a signed-in traveller: the login modal asks.
  const dialog = page.getByRole('dialog', { name: 'Welcome to Rihla' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, 'sign-in prompt of a booking step')
  return dialog
}

async function expectBackOnStep(page: Page) {
  await expect(page.getByRole('dialog', { name: 'Welcome to Rihla' })).toBeHidden()
  await expect(page).toHaveURL(step)
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger details' })).toBeVisible()
  // The searched travellers, and the fare chosen before signing in.
  await expect(page.getByRole('form', { name: 'Adult 1' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Adult 2' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Child 1' })).toBeVisible()
  await expectAccessible(page, 'passenger details after signing in')
}

test('a visitor signs in from a booking step and lands back on it, the trip kept', async ({ page }) => {
  test.setTimeout(120_000)
  const dialog = await reachStepAsVisitor(page)
  const form = dialog.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill('demo@rihla.sa')
  await form.getByLabel('Password', { exact: true }).fill('Rihla-demo-2025')
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expectBackOnStep(page)
})

test('a new traveller on a phone signs up from a booking step and lands back on it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 360, height: 780 })
  const dialog = await reachStepAsVisitor(page)
  const phone = `+9665${String(Date.now() % 1e5).padStart(5, '0')}${Math.floor(Math.random() * 900 + 100)}`

  await dialog.getByRole('tab', { name: 'Sign up' }).click()
  const form = dialog.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Full name').fill('Noura Alqahtani')
  await form.getByLabel('Email').fill(`noura.step.${Date.now()}@example.com`)
  await form.getByLabel('Phone number').fill(phone)
  await form.getByLabel('Password', { exact: true }).fill('first-password')
  await form.getByLabel('Confirm password').fill('first-password')
  await solveCaptcha(form)
  await form.getByRole('button', { name: 'Create account' }).click()

  const codeForm = dialog.getByRole('form', { name: 'Verification code' })
  await codeForm.getByLabel('Verification code').fill(await latestOtp(request, phone))
  await codeForm.getByRole('button', { name: 'Verify and create account' }).click()
  await expectBackOnStep(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
