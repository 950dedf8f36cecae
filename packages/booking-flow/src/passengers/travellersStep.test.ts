import { messages } from '@rihla/api-contract'
import { createI18n } from '@rihla/i18n'
import { describe, expect, it } from 'vitest'
import { contactOrAccount, travellersStepProblems } from './travellersStep'

describe('the travellers step', () => {
  const i18n = createI18n()
  i18n.loadAndActivate({ locale: 'en', messages: {} })

  it('lists each form’s problem under its title, then the contact details’, and names the first form to open', () => {
    const check = travellersStepProblems(
      i18n,
      'en',
      [
        { title: 'Adult 1', problem: undefined },
        { title: 'Child 1', problem: messages.requiredField },
      ],
      { email: '', phone: '+966501234567' },
    )
    expect(check.items).toEqual([
      `Child 1: ${messages.requiredField}`,
      expect.stringMatching(/^Contact details: /),
    ])
    expect(check.firstWrongForm).toBe(1)
  })

  it('has nothing to say when every form and the contact are complete', () => {
    const check = travellersStepProblems(i18n, 'en', [{ title: 'Adult 1', problem: undefined }], {
      email: 'huda@example.com',
      phone: '+966501234567',
    })
    expect(check).toEqual({ items: [], firstWrongForm: null })
  })

  it('takes the account’s contact until the traveller writes their own', () => {
    const account = { email: 'huda@example.com', phone: '+966501234567' }
    expect(contactOrAccount({ email: '', phone: '' }, account)).toEqual(account)
    expect(contactOrAccount({ email: 'other@example.com', phone: '' }, account)).toEqual({
      email: 'other@example.com',
      phone: '',
    })
    expect(contactOrAccount({ email: '', phone: '' }, null)).toEqual({ email: '', phone: '' })
  })
})
