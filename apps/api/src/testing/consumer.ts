import type { Locale } from '@rihla/api-contract'
import { validationErrorSchema } from '@rihla/api-contract'
import { todayInSaudiArabia } from '@rihla/api-contract/passenger'
import { newTraveller } from './flightTravellers'
import { payByCard } from './payments'
import type { TestServer } from './testServer'

/** A date counted from today in Saudi Arabia, the calendar the server measures "past" on. */
export const daysFromToday = (offset: number) =>
  new Date(Date.parse(`${todayInSaudiArabia()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

/** Each bad field of a 400 and its message. */
export const fieldErrors = (body: unknown) =>
  Object.fromEntries(validationErrorSchema.parse(body).errors.map(({ field, message }) => [field, message]))

/**
 * The consumer API as the site calls it (SPEC.md §7): the language header, the signed-in user's access
 * token when given, app-version 68.
 */
export const consumerOf =
  (server: () => TestServer) =>
  (path: string, json?: unknown, options: { user?: { access_token: string }; locale?: Locale } = {}) =>
    server().request(path, {
      ...(json === undefined ? {} : { json }),
      locale: options.locale ?? 'en',
      headers: {
        'app-version': '68',
        ...(options.user && { authorization: `Bearer ${options.user.access_token}` }),
      },
    })

/**
 * A new booking's detail as its traveller reads it once paid, after checking another user is told it
 * does not exist.
 */
export async function paidDetail(
  server: TestServer,
  detailPath: string,
  user: { access_token: string },
  booking: { uuid: string; amount: { amount: number; currency: string } },
): Promise<unknown> {
  const consumer = consumerOf(() => server)
  const stranger = await newTraveller(server)
  const hidden = await consumer(detailPath, { uuid: booking.uuid }, { user: stranger })
  if (hidden.status !== 404) throw new Error(`Another user read the booking: ${hidden.status}`)
  await payByCard(server, user, booking.uuid, booking.amount)
  const { status, body } = await consumer(detailPath, { uuid: booking.uuid }, { user })
  if (status !== 200) throw new Error(`The traveller could not read the paid booking: ${status}`)
  return body
}

/** The body of an answer that must be a 200, read with the endpoint's response schema. */
export async function okBody<T>(
  answer: Promise<{ status: number; body: unknown }>,
  schema: { parse: (body: unknown) => T },
): Promise<T> {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`Expected 200, got ${status}: ${JSON.stringify(body)}`)
  return schema.parse(body)
}
