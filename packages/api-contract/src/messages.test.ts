import { describe, expect, it } from 'vitest'
import { isMessage, localizeMessage, messagesAr } from './localize'
import { messages } from './messages'
import type { MessageKey } from './messages'
import { serverMessages } from './serverMessages'

const ARABIC_LETTER = /[\u0600-\u06FF]/
const catalogue: Record<MessageKey, string> = { ...messages, ...serverMessages }
const keys = Object.keys(catalogue) as MessageKey[]

describe('message catalogue', () => {
  it.each(keys)('%s has an Arabic translation distinct from the English', (key) => {
    expect(messagesAr[key]).toMatch(ARABIC_LETTER)
    expect(messagesAr[key]).not.toBe(catalogue[key])
  })

  it('has no two keys with the same English text, so translation by text is unambiguous', () => {
    expect(new Set(Object.values(catalogue)).size).toBe(keys.length)
  })

  it('has no Arabic entry without an English key', () => {
    expect(Object.keys(messagesAr).sort()).toEqual([...keys].sort())
  })
})

describe('localizeMessage', () => {
  it('returns the Arabic translation of a catalogue message', () => {
    expect(localizeMessage('Email is required', 'ar')).toBe(messagesAr.emailRequired)
    expect(localizeMessage(messages.tokenExpired, 'ar')).toBe(messagesAr.tokenExpired)
  })

  it('returns English text as it is for the English locale', () => {
    expect(localizeMessage(messages.emailRequired, 'en')).toBe('Email is required')
  })

  it('returns text the catalogue does not know unchanged', () => {
    expect(localizeMessage('Some server detail', 'ar')).toBe('Some server detail')
  })
})

describe('isMessage', () => {
  it('recognises catalogue English text only', () => {
    expect(isMessage('Invalid username or password')).toBe(true)
    expect(isMessage(messagesAr.invalidCredentials)).toBe(false)
    expect(isMessage('Invalid input: expected string')).toBe(false)
  })
})
