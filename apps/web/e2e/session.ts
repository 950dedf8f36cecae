import type { APIRequestContext, Page } from '@playwright/test'
import { apiUrl } from './support'

export interface SignedInUser {
  id: string
  name: string
  email: string
  phone: string | null
  api_key: string
  api_token: string
  access_token: string
}

/** A fresh user with a live session, made by the sandbox API (each test gets its own records). */
export async function createUser(
  request: APIRequestContext,
  details: { name?: string; email?: string; phone?: string } = {},
): Promise<SignedInUser> {
  const response = await request.post(`${apiUrl}/dev/users`, { data: details })
  if (!response.ok()) throw new Error(`POST /dev/users answered ${response.status()}`)
  return ((await response.json()) as { user: SignedInUser }).user
}

/** Opens the site as this user: the persisted user store holds their tokens before any script runs. */
export async function signInAs(page: Page, user: SignedInUser) {
  await page.addInitScript((stored) => {
    if (!window.sessionStorage.getItem('rihla:e2e-signed-in')) {
      window.localStorage.setItem('rihla:user', stored)
      window.sessionStorage.setItem('rihla:e2e-signed-in', '1')
    }
  }, JSON.stringify(user))
}

export interface DevBooking {
  uuid: string
  type: string
  orderId: string
  title: string
  amount: { amount: number; currency: string }
}

/** A Pending booking of this user to pay (sandbox POST /dev/bookings/create); amount in minor units. */
export async function createBooking(
  request: APIRequestContext,
  user: SignedInUser,
  details: { type?: string; amount: number; currency?: string; expiresInSeconds?: number },
): Promise<DevBooking> {
  const response = await request.post(`${apiUrl}/dev/bookings/create`, {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: { type: 'airline', ...details },
  })
  if (response.status() !== 201) throw new Error(`POST /dev/bookings/create answered ${response.status()}`)
  return ((await response.json()) as { booking: DevBooking }).booking
}

/** The newest code texted to a phone (sandbox outbox), waiting for one other than `previous`. */
export async function latestOtp(request: APIRequestContext, phone: string, previous?: string) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const response = await request.get(`${apiUrl}/dev/outbox?to=${encodeURIComponent(phone)}`)
    const { messages } = (await response.json()) as { messages: { body: string }[] }
    const code = /\b(\d{6,})\b/.exec(messages[0]?.body ?? '')?.[1]
    if (code && code !== previous) return code
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`No code was texted to ${phone}`)
}
