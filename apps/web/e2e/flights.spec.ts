import type { Page } from '@playwright/test'
import type { Locale } from './fixtures'
import { expect, expectAccessible, stepUp, test, waitForApp } from './fixtures'
import {
  ascending,
  chooseAirport,
  endSearchSession,
  flightWords,
  pick,
  refIdOf,
  resultsPath,
  searchAnswer,
  searchDate,
  shot,
  shownCards,
  typeDate,
  waitForResults,
} from './flights'

// The flights home and results. One way runs in both languages; round trip, multi-city, the filters
// and the expired search each run in one, so both directions are seen without doubling the suite.

async function openHome(page: Page, locale: Locale) {
  const words = flightWords[locale]
  await page.goto(`${words.prefix}/cheap-flights-in-saudi-arabia`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
}

const resultsList = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: locale === 'en' ? 'Flights' : 'الطيران' })

for (const locale of ['en', 'ar'] as const) {
  const words = flightWords[locale]

  test(`one way from the home, then sorts and the stops filter (${locale})`, async ({ page }) => {
    await openHome(page, locale)
    // The spec's marketing claims, where a traveller choosing where to book looks.
    for (const claim of words.claims) await expect(page.getByText(claim).first()).toBeVisible()
    await expectAccessible(page, `flights home ${locale}`)
    await shot(page, `flights-home-${locale}`)

    await pick(page, 'radio', words.oneWay)
    await page.getByRole('button', { name: words.search }).click()
    await expect(page.getByText(words.messages.departure)).toBeVisible()
    await expect(page.getByText(words.messages.arrival)).toBeVisible()
    await expect(page.getByText(words.messages.date)).toBeVisible()
    await expectAccessible(page, `flights home with messages ${locale}`)

    await chooseAirport(page, words.from, locale === 'en' ? 'Riyadh' : 'RUH', 'RUH')
    await chooseAirport(page, words.to, 'JED', 'JED')
    const date = searchDate(14)
    await typeDate(page, words.departure, date)
    await expect(page.getByText(words.messages.date)).toHaveCount(0)
    await page.getByRole('button', { name: words.search }).click()

    await expect(page).toHaveURL(new RegExp(`${words.prefix}/flights/[^/]+-to-[^/]+/RUH-to-JED\\?`))
    expect(new URL(page.url()).searchParams.get('date')).toBe(date.iso)
    await waitForResults(page)
    await expectAccessible(page, `flight results ${locale}`)
    await shot(page, `flights-results-${locale}`)

    await pick(page, 'radio', words.cheapest)
    await expect(async () => {
      const prices = (await shownCards(page)).map((card) => card.price)
      expect(prices.length).toBeGreaterThan(2)
      expect(prices.every(Number.isFinite) && ascending(prices), prices.join(' ')).toBe(true)
    }).toPass()

    await pick(page, 'radio', words.quickest)
    await expect(async () => {
      const cards = await shownCards(page)
      const minutes = cards.map((card) => card.durations.reduce((sum, each) => sum + each, 0))
      expect(minutes.length).toBeGreaterThan(2)
      expect(minutes.every((each) => each > 0) && ascending(minutes), minutes.join(' ')).toBe(true)
    }).toPass()

    const stops = page.getByRole('group', { name: words.stops })
    await pick(stops, 'checkbox', words.direct)
    const cards = resultsList(page, locale).getByRole('article')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) await expect(card).toContainText(words.direct)
    await expectAccessible(page, `flight results, direct only ${locale}`)

    // The flightDetail modal: each flight of the first result.
    await cards.first().getByRole('button', { name: words.flightDetails }).click()
    const details = page.getByRole('dialog', { name: words.flightDetails })
    await expect(details).toContainText('RUH')
    await expectAccessible(page, `flight details modal ${locale}`)
    await shot(page, `flights-flight-details-${locale}`)
    await details.getByRole('button', { name: words.close }).click()
    await expect(details).toHaveCount(0)
  })
}

test('round trip with 2 adults, a child and an infant: both dates, infants never more than adults', async ({
  page,
}) => {
  const words = flightWords.en
  await openHome(page, 'en')
  await expect(page.getByRole('radio', { name: words.roundTrip, exact: true })).toBeChecked()
  await chooseAirport(page, words.from, 'Jeddah', 'JED')
  await chooseAirport(page, words.to, 'Dubai', 'DXB')
  const out = searchDate(21)
  const back = searchDate(28)
  await typeDate(page, words.departure, out)
  await page.getByRole('button', { name: words.search }).click()
  await expect(page.getByText(words.messages.bothDates)).toBeVisible()
  await expectAccessible(page, 'round trip without a return date')
  await typeDate(page, words.return, back)
  await expect(page.getByText(words.messages.bothDates)).toHaveCount(0)

  // Infants travel on an adult's lap: the counters never allow more infants than adults.
  const infants = page.getByRole('textbox', { name: words.infants, exact: true })
  await stepUp(page.getByRole('button', { name: words.moreInfants }))
  await expect(infants).toHaveValue('1')
  await expect(page.getByRole('button', { name: words.moreInfants })).toBeDisabled()
  await expect(page.getByRole('button', { name: words.fewerAdults })).toBeDisabled()
  await infants.fill('3')
  await infants.blur()
  await expect(infants).toHaveValue('1')
  await stepUp(page.getByRole('button', { name: words.moreAdults }))
  await stepUp(page.getByRole('button', { name: words.moreChildren }))
  await page.getByRole('button', { name: words.search }).click()

  await expect(page).toHaveURL(/\/flights\/jeddah-to-dubai\/JED-to-DXB\?/)
  const query = new URL(page.url()).searchParams
  expect(Object.fromEntries(query)).toMatchObject({
    trip: 'round_trip',
    date: out.iso,
    return: back.iso,
    adults: '2',
    children: '1',
    infants: '1',
  })
  await waitForResults(page)
  await expect(page.getByText('4 passengers')).toBeVisible()
  // Every result flies there and back.
  const roundTrips = await shownCards(page)
  expect(roundTrips.length).toBeGreaterThan(0)
  for (const card of roundTrips) expect(card.durations).toHaveLength(2)
  await expectAccessible(page, 'round trip results')

  // A shared link the contract refuses (more infants than adults) offers a new search instead.
  await page.goto(`/flights/jeddah-to-dubai/JED-to-DXB?trip=one_way&date=${out.iso}&adults=1&infants=2`)
  await waitForApp(page)
  await expect(page.getByRole('heading', { level: 1, name: words.incomplete })).toBeVisible()
  await expectAccessible(page, 'incomplete search')
  await page.getByRole('button', { name: words.search }).click()
  await expect(page).toHaveURL(/\/cheap-flights-in-saudi-arabia$/)
})

test('multi-city search of three flights (ar)', async ({ page }) => {
  const words = flightWords.ar
  await openHome(page, 'ar')
  await chooseAirport(page, words.from, 'RUH', 'RUH')
  await chooseAirport(page, words.to, 'JED', 'JED')
  await typeDate(page, words.departure, searchDate(10))
  // Multi-city keeps the flight typed and starts the second where the first lands.
  await pick(page, 'radio', words.multiCity)
  const flight = (leg: number) => page.getByRole('group', { name: `الرحلة ${leg}`, exact: true })
  await expect(flight(1).getByRole('combobox', { name: words.to, exact: true })).toHaveValue(/\(JED\)/)
  await expect(flight(2).getByRole('combobox', { name: words.from, exact: true })).toHaveValue(/\(JED\)/)
  await page.getByRole('button', { name: words.search }).click()
  await expect(flight(2).getByText(words.messages.arrival)).toBeVisible()
  await expect(flight(2).getByText(words.messages.date)).toBeVisible()
  await expectAccessible(page, 'multi-city with messages ar')

  await chooseAirport(flight(2), words.to, 'DMM', 'DMM')
  await typeDate(flight(2), words.legDate(2), searchDate(13))
  await page.getByRole('button', { name: words.addFlight }).click()
  await expect(flight(3).getByRole('combobox', { name: words.from, exact: true })).toHaveValue(/\(DMM\)/)
  await chooseAirport(flight(3), words.to, 'RUH', 'RUH')
  await typeDate(flight(3), words.legDate(3), searchDate(16))
  await shot(page, 'flights-home-multi-city-ar')
  await page.getByRole('button', { name: words.search }).click()

  await expect(page).toHaveURL(/\/ar\/flights\/[^/]+\/RUH-to-JED\?/)
  expect(new URL(page.url()).searchParams.get('legs')).toBe(
    `RUH.JED.${searchDate(10).iso},JED.DMM.${searchDate(13).iso},DMM.RUH.${searchDate(16).iso}`,
  )
  await waitForResults(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('RUH ← JED · JED ← DMM · DMM ← RUH')
  const trips = await shownCards(page)
  expect(trips.length).toBeGreaterThan(0)
  for (const card of trips) expect(card.durations).toHaveLength(3)
  await expectAccessible(page, 'multi-city results ar')
  await shot(page, 'flights-results-multi-city-ar')
  await page.getByRole('button', { name: words.flightDetails }).first().click()
  const details = page.getByRole('dialog', { name: words.flightDetails })
  await expect(details.getByRole('heading', { level: 3 })).toHaveCount(3)
  await expectAccessible(page, 'flight details modal, three flights ar')
})

test('filters by airline, price and times; Reset Filters; the share link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const words = flightWords.en
  await page.goto(resultsPath('en', { from: 'RUH', to: 'JED', date: searchDate(18) }))
  await waitForApp(page)
  await waitForResults(page)
  const status = page.getByRole('status').filter({ hasText: /^\d+ flights?$/ })
  const total = await status.innerText()
  const cards = resultsList(page, 'en').getByRole('article')

  // One airline: every card is theirs.
  const airlines = page.getByRole('group', { name: words.airlines })
  const firstAirline = airlines.getByRole('checkbox').first()
  const airlineName = (await airlines.locator('label').first().innerText()).split(' · ')[0]!.trim()
  await airlines.locator('label').first().click()
  await expect(firstAirline).toBeChecked()
  await expect(status).not.toHaveText(total)
  for (const card of await cards.all()) await expect(card).toHaveAttribute('aria-label', airlineName)
  await airlines.locator('label').first().click()
  await expect(status).toHaveText(total)

  // A price cap: no card shows more.
  await page.getByRole('button', { name: words.priceUpTo }).click()
  const cheapestCap = page.getByRole('option').nth(1)
  const cap = Number((await cheapestCap.innerText()).replace(/[^\d.]/g, ''))
  await cheapestCap.click()
  await expect(status).not.toHaveText(total)
  await expect(async () => {
    const prices = (await shownCards(page)).map((card) => card.price)
    expect(prices.length).toBeGreaterThan(0)
    expect(Math.max(...prices)).toBeLessThanOrEqual(cap)
  }).toPass()
  // Refundable: a result left has a refundable fare in the class searched.
  await pick(page, 'checkbox', words.refundable)
  await expectAccessible(page, 'results with filters')
  await cards.first().getByRole('button', { name: words.viewFares }).click()
  const fares = page.getByRole('dialog', { name: words.fareOptions })
  const refundable = page.getByRole('listitem').filter({ hasText: /^Refundable$/ })
  await expect(
    fares
      .getByRole('listitem')
      .filter({ hasText: /^Economy · / })
      .filter({ has: refundable })
      .first(),
  ).toBeVisible()
  await expectAccessible(page, 'fare options modal en')
  await fares.getByRole('button', { name: words.close }).click()
  await expect(fares).toHaveCount(0)

  // No direct flight leaves in the evening and lands in the morning: nothing matches.
  await page.getByRole('button', { name: words.resetFilters }).first().click()
  await expect(status).toHaveText(total)
  await pick(page.getByRole('group', { name: words.stops }), 'checkbox', words.direct)
  await pick(page.getByRole('group', { name: 'Departure time' }), 'checkbox', 'Evening (18:00–24:00)')
  await pick(page.getByRole('group', { name: 'Arrival time' }), 'checkbox', 'Morning (06:00–12:00)')
  await expect(page.getByRole('heading', { name: words.noMatch })).toBeVisible()
  await expect(cards).toHaveCount(0)
  await expectAccessible(page, 'results, nothing matches')
  await shot(page, 'flights-results-no-match-en')
  await page
    .getByRole('region', { name: 'Results' })
    .getByRole('button', { name: words.resetFilters })
    .click()
  await expect(status).toHaveText(total)
  await expect(cards.first()).toBeVisible()

  await page.getByRole('button', { name: words.share }).click()
  await expect(page.getByText(words.linkCopied)).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
})

test('an expired search offers Refresh and Go to Search Results (ar)', async ({ page, request }) => {
  const words = flightWords.ar
  await openHome(page, 'ar')
  await pick(page, 'radio', words.oneWay)
  await chooseAirport(page, words.from, 'RUH', 'RUH')
  await chooseAirport(page, words.to, 'AHB', 'AHB')
  await typeDate(page, words.departure, searchDate(25))
  const firstSearch = searchAnswer(page)
  await page.getByRole('button', { name: words.search }).click()
  const refId = await refIdOf(await firstSearch)
  await waitForResults(page)
  const expired = page.getByRole('alertdialog', { name: words.expired })

  // The session ends while the traveller reads; their next step on it says so.
  await endSearchSession(request, refId)
  await page.getByRole('button', { name: words.viewFares }).first().click()
  await expect(expired).toBeVisible()
  await expectAccessible(page, 'search results expired ar')
  await shot(page, 'flights-results-expired-ar')

  const secondSearch = searchAnswer(page)
  await expired.getByRole('button', { name: words.refresh }).click()
  const freshRefId = await refIdOf(await secondSearch)
  expect(freshRefId).not.toBe(refId)
  await expect(expired).toHaveCount(0)
  await waitForResults(page)
  await page.getByRole('button', { name: words.viewFares }).first().click()
  const fares = page.getByRole('dialog', { name: words.fareOptions })
  await expect(fares.getByText(/48/).first()).toBeVisible()
  await expectAccessible(page, 'fare options modal ar')
  await fares.getByRole('button', { name: words.close }).click()

  await endSearchSession(request, freshRefId)
  await page.getByRole('button', { name: words.viewFares }).nth(1).click()
  await expect(expired).toBeVisible()
  await expired.getByRole('button', { name: words.goToSearch }).click()
  await expect(page).toHaveURL(/\/ar\/cheap-flights-in-saudi-arabia$/)
  // The search form still holds the search, to run again or change.
  await expect(page.getByRole('combobox', { name: words.to, exact: true })).toHaveValue(/\(AHB\)/)
})
