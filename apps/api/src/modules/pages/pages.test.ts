import { messages, messagesAr, serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { Page } from '@rihla/api-contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../testing/testServer'
import type { TestServer } from '../../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const ARABIC_LETTER = /[\u0600-\u06FF]/
const LATIN_WORD = /\b[A-Za-z]{4,}\b/g
const SLUGS = ['about-us', 'contact-us', 'privacy-policy', 'terms-conditions', 'faq']

const page = async (slug: string, locale: 'en' | 'ar') => {
  const { status, body } = await server.request(`/api/v2/pages/${slug}`, { locale })
  expect(status).toBe(200)
  return endpoints.page.response.parse(body).page
}
const text = (page: Page) =>
  [
    page.title,
    page.summary,
    ...page.blocks.flatMap((block) => (block.type === 'list' ? block.items : [block.text])),
  ].join('\n')

describe('GET /api/v2/pages/{slug}', () => {
  it.each(SLUGS)('serves %s with substantial text in English and in Arabic', async (slug) => {
    const en = await page(slug, 'en')
    const ar = await page(slug, 'ar')
    expect(en.slug).toBe(slug)
    expect(text(en).length).toBeGreaterThan(1200)
    expect(text(ar).length).toBeGreaterThan(1000)
    expect(ar.title).toMatch(ARABIC_LETTER)
    // Arabic pages may quote brand and technical terms, never English sentences.
    expect((text(ar).match(LATIN_WORD) ?? []).length).toBeLessThan(12)
    expect(ar.blocks.map((block) => block.type)).toEqual(en.blocks.map((block) => block.type))
    expect(new Set(en.blocks.map((block) => block.type))).toEqual(new Set(['heading', 'paragraph', 'list']))
    expect(Date.parse(en.updatedAt)).not.toBeNaN()
  })

  it('covers what the privacy policy and the terms must say', async () => {
    const privacy = text(await page('privacy-policy', 'en'))
    for (const topic of ['payment gateway', 'Cookies', 'keep', 'Personal Data Protection Law', 'SDAIA']) {
      expect(privacy).toContain(topic)
    }
    const terms = text(await page('terms-conditions', 'en'))
    for (const topic of ['15%', '48 hours before departure', 'currency you choose', 'Refunds', 'liable']) {
      expect(terms).toContain(topic)
    }
    expect(text(await page('terms-conditions', 'ar'))).toContain('48 ساعة')
  })

  it('quotes the configured support contacts', async () => {
    expect(text(await page('contact-us', 'en'))).toContain(server.config.supportEmail)
  })

  it('answers 404 "Not found" for an unknown page, in the caller language', async () => {
    expect(await server.request('/api/v2/pages/careers')).toMatchObject({
      status: 404,
      body: { message: serverMessages.notFound },
    })
    const ar = await server.request('/api/v2/pages/careers', { locale: 'ar' })
    expect(ar).toMatchObject({ status: 404, body: { message: messagesAr.notFound } })
  })

  it('refuses a slug that cannot be a page', async () => {
    const { status, body } = await server.request('/api/v2/pages/About_Us')
    expect(status).toBe(400)
    expect(body).toEqual({
      message: serverMessages.invalidRequest,
      errors: [{ field: 'slug', message: messages.invalidValue }],
    })
  })
})
