import { messages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER } from '../../db/seed/accounts'
import { walletTransactions } from '../../db/schema'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const newUser = async () =>
  endpoints.devCreateUser.response.parse((await server.request('/dev/users', { json: {} })).body).user
const wallet = (token: string, query = '') =>
  server.request(`/api/v2/users/wallet${query}`, { headers: { authorization: `Bearer ${token}` } })

describe('GET /api/v2/users/wallet', () => {
  it("shows only the caller's transactions, newest first, a page at a time, with the balance", async () => {
    const [mine, theirs] = [await newUser(), await newUser()]
    const credit = (json: object) => server.request('/dev/wallet/credit', { json })
    for (const [amount, description] of [
      [10_000, 'Top-up'],
      [-2_500, 'Bus ticket'],
      [1_000, 'Refund'],
    ] as const) {
      expect((await credit({ userId: mine.id, amount, description })).status).toBe(201)
    }
    const other = await credit({ email: theirs.email, amount: 99_000, description: 'Someone else' })
    expect(endpoints.devWalletCredit.response.parse(other.body).balance).toEqual({
      amount: 99_000,
      currency: 'SAR',
    })

    const first = endpoints.wallet.response.parse((await wallet(mine.access_token, '?perPage=2')).body)
    expect(first.balance).toEqual({ amount: 8_500, currency: 'SAR' })
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 3 })
    expect(first.transactions.map((t) => t.description)).toEqual(['Refund', 'Bus ticket'])
    const second = endpoints.wallet.response.parse(
      (await wallet(mine.access_token, '?perPage=2&page=2')).body,
    )
    expect(second.transactions.map((t) => [t.description, t.amount.amount])).toEqual([['Top-up', 10_000]])

    const empty = endpoints.wallet.response.parse((await wallet((await newUser()).access_token)).body)
    expect(empty).toEqual({
      balance: { amount: 0, currency: 'SAR' },
      transactions: [],
      page: 1,
      perPage: 20,
      total: 0,
    })
  })

  it('describes each transaction in the language of the locale header', async () => {
    const user = await newUser()
    await server.request('/dev/wallet/credit', {
      json: { userId: user.id, amount: 5_000, description: 'Refund', descriptionAr: 'استرداد' },
    })
    const read = async (locale: 'en' | 'ar') =>
      endpoints.wallet.response
        .parse(
          (
            await server.request('/api/v2/users/wallet', {
              locale,
              headers: { authorization: `Bearer ${user.access_token}` },
            })
          ).body,
        )
        .transactions.map((t) => t.description)
    expect(await read('en')).toEqual(['Refund'])
    expect(await read('ar')).toEqual(['استرداد'])
  })

  it('needs a signed-in user and checks the paging', async () => {
    expect((await server.request('/api/v2/users/wallet')).status).toBe(401)
    const user = await newUser()
    const bad = await wallet(user.access_token, '?page=0&perPage=500')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      errors: [
        { field: 'page', message: messages.invalidValue },
        { field: 'perPage', message: messages.invalidValue },
      ],
    })
  })

  it('refuses a credit for nobody or with bad input, writing nothing', async () => {
    const before = await countRows(server.db, walletTransactions)
    const unknown = await server.request('/dev/wallet/credit', {
      json: { email: 'nobody@example.sa', amount: 100, description: 'x' },
    })
    expect(unknown.status).toBe(404)
    const bad = await server.request('/dev/wallet/credit', { json: { amount: 1.5 } })
    expect(bad.status).toBe(400)
    expect(await countRows(server.db, walletTransactions)).toBe(before)
  })

  it('has the seeded demo user with a wallet history', async () => {
    const login = await server.request('/api/v2/users/auth/login', {
      json: { email: DEMO_USER.email, password: DEMO_USER.password },
    })
    expect(login.status).toBe(200)
    const { user } = endpoints.login.response.parse(login.body)
    expect(user).toMatchObject({ name: DEMO_USER.name, phone: DEMO_USER.phone })
    const demo = endpoints.wallet.response.parse((await wallet(user.access_token)).body)
    expect(demo.total).toBeGreaterThanOrEqual(4)
    expect(demo.balance.amount).toBe(demo.transactions.reduce((sum, t) => sum + t.amount.amount, 0))
  })
})
