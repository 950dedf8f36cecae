import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import { waitForResults } from './flights'

// Airline information pages: reached from the flights home, in both languages, each route a search.

test('from the flights home to Saudia’s page, then one of its routes’ results (en)', async ({ page }) => {
  await page.goto('/cheap-flights-in-saudi-arabia')
  await waitForApp(page)
  const airlines = page.getByRole('region', { name: 'Airlines' })
  await airlines.getByRole('link', { name: 'Saudia', exact: true }).click()

  await expect(page).toHaveURL(/\/flights\/saudia$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saudia' })).toBeVisible()
  await expect(page).toHaveTitle('Saudia: flights, fares and baggage | Rihla')
  await expect(page.getByText('SkyTeam').first()).toBeVisible()
  const fares = page.getByRole('list', { name: 'Fare families' })
  await expect(fares.getByRole('heading', { name: 'Business Flex' })).toBeVisible()
  await expect(page.getByText(/^Change your booking up to 48 hours before departure/)).toBeVisible()
  await expectAccessible(page, 'airline page en')
  await screenshot(page, 'flights-airline-en')

  const routes = page.getByRole('list', { name: 'Popular routes' })
  await routes.getByRole('link', { name: 'Search flights from Riyadh to Jeddah' }).click()
  await expect(page).toHaveURL(/\/flights\/riyadh-to-jeddah\/RUH-to-JED\?trip=one_way&date=/)
  await waitForResults(page)
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('an airline’s page in Arabic, and an unknown airline is not found (ar)', async ({ page }) => {
  await page.goto('/ar/flights/flynas')
  await waitForApp(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'طيران ناس' })).toBeVisible()
  await expect(page.getByText('شركة طيران اقتصادي')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'المسارات الشائعة' })).toBeVisible()
  await expectAccessible(page, 'airline page ar')
  await screenshot(page, 'flights-airline-ar')

  await page.goto('/ar/flights/no-such-airline')
  await waitForApp(page)
  await expect(page.getByText('/ar/flights/no-such-airline')).toBeVisible()
  await expectAccessible(page, 'unknown airline ar')
})
