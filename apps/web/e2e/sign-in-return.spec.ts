import { expect, expectAccessible, test, waitForApp } from './fixtures'
import { resultsPath, searchDate, waitForResults } from './flights'

// A visitor who reaches a booking step is asked to sign in and, once signed in, is back on that step
// with the trip as it was: the auth middleware's return works for every vertical's steps.

test('a visitor signs in from a booking step and lands back on it, the trip kept', async ({ page }) => {
  test.setTimeout(120_000)
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

  // The passenger details need a signed-in traveller: the login modal asks, over the step's address.
  const dialog = page.getByRole('dialog', { name: 'Welcome to Rihla' })
  await expect(dialog).toBeVisible()
  const step = /\/flights\/passenger-details\/([^/?]+)/
  await expectAccessible(page, 'sign-in prompt of a booking step')
  const form = dialog.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill('demo@rihla.sa')
  await form.getByLabel('Password', { exact: true }).fill('Rihla-demo-2025')
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(step)
  expect(new URL(page.url()).search).toBe('')
  await expect(page.getByRole('heading', { level: 1, name: 'Passenger details' })).toBeVisible()
  // The searched travellers, and the fare chosen before signing in.
  await expect(page.getByRole('form', { name: 'Adult 1' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Adult 2' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Child 1' })).toBeVisible()
  await expectAccessible(page, 'passenger details after signing in')
})
