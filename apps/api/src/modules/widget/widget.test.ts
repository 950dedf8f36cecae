import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import {
  errorSchema,
  messages,
  messagesAr,
  serverMessages,
  validationErrorSchema,
  VERTICALS,
} from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { countRows } from '../../testing/rows'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'
import { tokenHash } from '../accounts/tokens'
import { signWidgetPayload } from './payload'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sign = (options: Omit<Parameters<typeof signWidgetPayload>[0], 'signingKey'>) =>
  signWidgetPayload({ signingKey: server.config.widgetSigningKey, ...options })
const loadWidget = (payload: string, locale?: 'en' | 'ar') =>
  server.request(`/widget?payload=${encodeURIComponent(payload)}`, locale ? { locale } : {})

describe('GET /widget', () => {
  it('returns the site widget with partner credentials and no user', async () => {
    const { status, body } = await loadWidget(await sign({ widgetId: 'rihla-site' }))
    expect(status).toBe(200)
    const { Data } = endpoints.widget.response.parse(body)
    expect(Data.user).toBeNull()
    expect(Data.widget).toMatchObject({ id: 'rihla-site', name: 'Rihla', defaultCurrency: null })
    expect(Data.widget.styles.allowedVerticals).toEqual([...VERTICALS])
    expect(Data.widget.credentials.username).toBe('rihla-site')
  })

  it("gives credentials the partner token endpoint accepts, and a partner's own settings", async () => {
    const { body } = await loadWidget(await sign({ widgetId: 'partner-demo', expiresIn: '1h' }))
    const { widget } = endpoints.widget.response.parse(body).Data
    expect(widget.defaultCurrency).toBe('AED')
    expect(widget.styles).toEqual({
      allowedVerticals: ['airline', 'hotel', 'event'],
      primaryColor: '#0e7490',
      radius: 'round',
    })
    const token = await server.request('/partner/api/auth/token', { json: widget.credentials })
    expect(token.status).toBe(200)
  })

  it("lays the payload's signed theme over the widget's own styles", async () => {
    const theme = {
      primaryColor: '#5b2c83',
      font: 'cairo',
      textColor: '#14202b',
      backgroundColor: '#f4f6f8',
    } as const
    const { body } = await loadWidget(await sign({ widgetId: 'partner-demo', theme }))
    expect(endpoints.widget.response.parse(body).Data.widget.styles).toEqual({
      allowedVerticals: ['airline', 'hotel', 'event'],
      radius: 'round',
      ...theme,
    })
  })

  it("names the partner's origins, the only pages its frame talks to; the site's widget has none", async () => {
    const partner = await loadWidget(await sign({ widgetId: 'partner-demo' }))
    expect(endpoints.widget.response.parse(partner.body).Data.widget.allowedOrigins).toEqual([
      'http://127.0.0.1:4175',
    ])
    const site = await loadWidget(await sign({ widgetId: 'rihla-site' }))
    expect(endpoints.widget.response.parse(site.body).Data.widget.allowedOrigins).toEqual([])
  })

  it('limits a single-vertical widget to that vertical', async () => {
    const { body } = await loadWidget(await sign({ widgetId: 'flights-only' }))
    expect(endpoints.widget.response.parse(body).Data.widget.styles.allowedVerticals).toEqual(['airline'])
  })

  it('signs in the user the partner vouches for, storing only hashes of the tokens', async () => {
    const payload = await sign({
      widgetId: 'partner-demo',
      user: { email: 'Noura.Alharbi@Example.SA', name: 'Noura Alharbi', phone: '+966501234567' },
    })
    const { status, body } = await loadWidget(payload)
    expect(status).toBe(200)
    const user = endpoints.widget.response.parse(body).Data.user
    expect(user).toMatchObject({
      email: 'noura.alharbi@example.sa',
      name: 'Noura Alharbi',
      phone: '+966501234567',
    })
    const tokens = [user!.api_key, user!.api_token, user!.access_token]
    expect(new Set(tokens).size).toBe(3)
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32)

    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, user!.id))
    expect(session).toMatchObject({
      apiKeyHash: tokenHash(user!.api_key),
      apiTokenHash: tokenHash(user!.api_token),
      accessTokenHash: tokenHash(user!.access_token),
      origin: 'widget',
      revokedAt: null,
    })
    const lifetime = session!.expiresAt.getTime() - session!.createdAt.getTime()
    expect(lifetime / 1000).toBeCloseTo(server.config.sessionTtlSeconds, -1)
    expect(JSON.stringify(session)).not.toContain(user!.access_token)
  })

  it('updates the same user by email on a later visit and opens another session', async () => {
    const first = await loadWidget(
      await sign({
        widgetId: 'rihla-site',
        user: { email: 'faisal@example.sa', name: 'Faisal', phone: '+966551112233' },
      }),
    )
    const second = await loadWidget(
      await sign({ widgetId: 'rihla-site', user: { email: 'FAISAL@example.sa', name: 'Faisal Alqahtani' } }),
    )
    const a = endpoints.widget.response.parse(first.body).Data.user!
    const b = endpoints.widget.response.parse(second.body).Data.user!
    expect(b.id).toBe(a.id)
    expect(b).toMatchObject({ name: 'Faisal Alqahtani', phone: '+966551112233' })
    expect(b.access_token).not.toBe(a.access_token)
    expect(await server.db.$count(sessions, eq(sessions.userId, a.id))).toBe(2)
  })

  it('accepts a payload made by the widget:sign command', async () => {
    const cli = join(import.meta.dirname, 'cli.ts')
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        cli,
        '--widget',
        'flights-only',
        '--user-email',
        'omar@example.sa',
        '--user-name',
        'Omar',
      ],
      {
        cwd: join(import.meta.dirname, '../../..'),
        env: { ...process.env, RIHLA_WIDGET_SIGNING_KEY: server.config.widgetSigningKey },
      },
    )
    const { status, body } = await loadWidget(stdout.trim())
    expect(status).toBe(200)
    const { Data } = endpoints.widget.response.parse(body)
    expect(Data.widget.id).toBe('flights-only')
    expect(Data.user).toMatchObject({ email: 'omar@example.sa', name: 'Omar' })
  })

  describe('refuses bad payloads without writing anything', () => {
    let before: { users: number; sessions: number }
    beforeAll(async () => {
      before = { users: await countRows(server.db, users), sessions: await countRows(server.db, sessions) }
    })
    afterAll(async () => {
      expect({
        users: await countRows(server.db, users),
        sessions: await countRows(server.db, sessions),
      }).toEqual(before)
    })
    const user = { email: 'intruder@example.com', name: 'Intruder' }

    it('400 when the payload is missing, in either language', async () => {
      for (const [locale, message] of [
        ['en', messages.invalidWidgetPayload],
        ['ar', messagesAr.invalidWidgetPayload],
      ] as const) {
        const { status, body } = await server.request('/widget', { locale })
        expect(status).toBe(400)
        expect(validationErrorSchema.parse(body).errors).toEqual([{ field: 'payload', message }])
      }
    })

    it('401 when the payload is not a signed token', async () => {
      const { status, body } = await loadWidget('not-a-token')
      expect(status).toBe(401)
      expect(errorSchema.parse(body).message).toBe(messages.invalidWidgetPayload)
    })

    it("401 when it is signed with another widget's secret", async () => {
      const forged = await signWidgetPayload({
        widgetId: 'rihla-site',
        signingKey: 'someone-elses-signing-key',
        user,
      })
      const { status, body } = await loadWidget(forged, 'ar')
      expect(status).toBe(401)
      expect(body).toEqual({ message: messagesAr.invalidWidgetPayload })
    })

    it('401 when its user claim is not a valid user', async () => {
      const { status } = await loadWidget(
        await sign({ widgetId: 'rihla-site', user: { email: 'not-an-email', name: 'X' } }),
      )
      expect(status).toBe(401)
    })

    it('404 when no widget has its key id', async () => {
      const { status, body } = await loadWidget(await sign({ widgetId: 'no-such-widget', user }))
      expect(status).toBe(404)
      expect(body).toEqual({ message: messages.invalidWidgetPayload })
    })

    it('401 "The token has expired" once past its expiry', async () => {
      const hourAgo = Math.floor(Date.now() / 1000) - 3600
      const expired = await sign({ widgetId: 'rihla-site', user, issuedAt: hourAgo - 60, expiresIn: hourAgo })
      const en = await loadWidget(expired)
      expect(en).toMatchObject({ status: 401, body: { message: messages.tokenExpired } })
      const ar = await loadWidget(expired, 'ar')
      expect(ar).toMatchObject({ status: 401, body: { message: messagesAr.tokenExpired } })
    })

    it('403 when the widget is disabled', async () => {
      const { status, body } = await loadWidget(await sign({ widgetId: 'disabled-demo', user }))
      expect(status).toBe(403)
      expect(body).toEqual({ message: serverMessages.widgetDisabled })
    })
  })
})

describe('GET /widget/frame-ancestors', () => {
  const ancestors = (payload: string) =>
    server.request(`/widget/frame-ancestors?payload=${encodeURIComponent(payload)}`)

  it("answers a signed payload with its widget's origins, and opens no session for its user", async () => {
    const before = await countRows(server.db, sessions)
    const user = { email: 'framed@example.com', name: 'Framed Visitor' }
    const { status, body } = await ancestors(await sign({ widgetId: 'partner-demo', user }))
    expect(status).toBe(200)
    expect(endpoints.widgetFrameAncestors.response.parse(body)).toEqual({
      origins: ['http://127.0.0.1:4175'],
    })
    expect(await countRows(server.db, sessions)).toBe(before)
  })

  it('refuses what GET /widget refuses: a forged payload, a disabled widget', async () => {
    const forged = await signWidgetPayload({ widgetId: 'partner-demo', signingKey: 'not-the-servers-key' })
    expect((await ancestors(forged)).status).toBe(401)
    expect((await ancestors(await sign({ widgetId: 'disabled-demo' }))).status).toBe(403)
  })
})
