import type { Locator } from '@playwright/test'

/** The index of the departure card that says the most seats are left ("2 seats left" in words counts as 2 or fewer). */
export async function roomiest(departures: Locator, seatsLeft: RegExp) {
  const counts = await Promise.all(
    (await departures.all()).map(async (card) => {
      const line = (await card.innerText()).split('\n').find((text) => seatsLeft.test(text.trim()))
      return Number(/\d+/.exec(line ?? '')?.[0] ?? (line ? 2 : 0))
    }),
  )
  return counts.indexOf(Math.max(...counts))
}
