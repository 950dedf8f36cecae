import { describe, expect, it } from 'vitest'
import { fieldMessages } from './localize'
import { messages } from './messages'

describe('fieldMessages', () => {
  const issues = [
    { path: ['from'], message: messages.requiredField },
    { path: ['from'], message: 'A second message about the same field' },
    { path: ['rooms', 0, 'adults'], message: messages.requiredField },
    { path: [], message: 'About the whole form' },
  ]

  it('keeps the first message per field, keyed by its dotted path, the whole form’s under the fallback', () => {
    expect(fieldMessages(issues, 'en', 'destination')).toEqual({
      from: messages.requiredField,
      'rooms.0.adults': messages.requiredField,
      destination: 'About the whole form',
    })
  })

  it('says each catalogue message in the visitor’s language, other text as it came', () => {
    const arabic = fieldMessages(issues, 'ar', 'destination')
    expect(arabic.from).toBe('هذا الحقل مطلوب')
    expect(arabic.destination).toBe('About the whole form')
  })
})
