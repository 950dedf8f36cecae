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
