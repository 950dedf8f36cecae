import { passengerSchema } from '@rihla/api-contract/passenger'
import type { User } from '@rihla/api-contract'
import type { FnfEntry } from '@rihla/api-contract/fnf'
import { ApiError } from '@rihla/api-clients'
import { renderApp, resetApp, siteHandlers, testRouteTree } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import { localeRoute } from '@rihla/core/routing'
import { createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { fnfCatalog } from '../../catalog'
import { PassengerForm } from './PassengerForm'
import type { PassengerFormProps } from './PassengerForm'
import type { PassengerFormValues } from './passengerValues'

const TRAVEL_DATE = '2027-01-15'

/** The form as a vertical's passenger step would use it; each test sets its props before rendering. */
let props: Partial<PassengerFormProps> = {}
const submitted: PassengerFormValues[] = []
const passengerRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: 'passenger',
  component: () => (
    <PassengerForm
      schema={passengerSchema({ type: 'child', travelDate: TRAVEL_DATE })}
      label="Passenger 1"
      submitLabel="Continue"
      onSubmit={(values) => {
        submitted.push(values)
        return Promise.resolve()
      }}
      {...props}
    />
  ),
})
const routeTree = testRouteTree({ passengerRoute })

const user: User = {
  id: 'user-1',
  name: 'Sara Alharbi',
  email: 'sara@example.sa',
  phone: null,
  api_key: 'key',
  api_token: 'token',
  access_token: 'access',
}

const savedChild: FnfEntry = {
  id: 'entry-child',
  nickname: 'Noor',
  prefix: 'Miss.',
  gender: 'female',
  firstName: 'Noor',
  lastName: 'Alharbi',
  nationality: 'SA',
  dateOfBirth: '2019-05-04',
  nationalId: null,
  passportNumber: 'N1234567',
  passportCountry: 'SA',
  passportIssueDate: '2023-01-01',
  passportExpiryDate: '2028-01-01',
  frequentFlyerAlliance: null,
  frequentFlyerNumber: null,
  phone: null,
  email: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
}
const savedAdult: FnfEntry = {
  ...savedChild,
  id: 'entry-adult',
  nickname: 'Mum',
  prefix: 'Mrs.',
  firstName: 'Huda',
  dateOfBirth: '1985-02-10',
}

async function openForm(path = '/passenger', handlers: FakeHandlers = {}) {
  const userActions = userEvent.setup({ delay: null })
  const app = await renderApp(path, {
    routeTree,
    handlers: siteHandlers({
      countries: () => ({
        countries: [
          {
            code: 'SA',
            name: path.startsWith('/ar') ? 'السعودية' : 'Saudi Arabia',
            dialCode: '+966',
            currency: 'SAR',
          },
          { code: 'EG', name: path.startsWith('/ar') ? 'مصر' : 'Egypt', dialCode: '+20', currency: 'EGP' },
        ],
      }),
      ...handlers,
    }),
    catalogs: [fnfCatalog],
  })
  const form = await screen.findByRole('form', { name: 'Passenger 1' })
  return { ...app, user: userActions, form }
}

/** The message a field announces: the text of what describes it, or null when it is valid. */
function errorOf(field: HTMLElement) {
  if (field.getAttribute('aria-invalid') !== 'true') return null
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean)
  return texts.at(-1) ?? null
}

const textbox = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name })

beforeEach(() => {
  props = {}
  submitted.length = 0
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('PassengerForm validation', () => {
  it('shows the spec’s messages for every missing field on submit and sends nothing', async () => {
    const { user, form } = await openForm()
    expect(errorOf(textbox(form, /First name/))).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))

    await waitFor(() => expect(errorOf(textbox(form, /First name/))).toBe('First name is required'))
    expect(errorOf(textbox(form, /Last name/))).toBe('Last name is required')
    expect(within(form).getByText('Gender is required')).toBeTruthy()
    expect(within(form).getByText('Nationality is required')).toBeTruthy()
    expect(within(form).getByText('Date of Birth is required')).toBeTruthy()
    expect(within(form).getByText('This field is required')).toBeTruthy()
    expect(submitted).toEqual([])
  })

  it('speaks Arabic on the Arabic page', async () => {
    const { user, form } = await openForm('/ar/passenger')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(errorOf(textbox(form, /الاسم الأول/))).toBe('الاسم الأول مطلوب'))
    expect(within(form).getByText('الجنس مطلوب')).toBeTruthy()
  })

  it('applies the name rule, then re-checks a field as it is corrected', async () => {
    const { user, form } = await openForm()
    await user.type(textbox(form, /First name/), 'Al')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    const rule = 'First and Last name must be at least 3 characters and only letters and spaces'
    await waitFor(() => expect(errorOf(textbox(form, /First name/))).toBe(rule))
    await user.type(textbox(form, /First name/), 'i')
    await waitFor(() => expect(errorOf(textbox(form, /First name/))).toBeNull())
  })

  it('asks for the whole passport once a part of it is given, and forgets it when the part goes', async () => {
    const { user, form } = await openForm()
    await user.type(textbox(form, /Passport number/), 'A1234567')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(within(form).getByText('Country is required')).toBeTruthy())
    expect(within(form).getByText('Passport issuance date is required')).toBeTruthy()
    expect(within(form).getByText('Passport expiry date is required')).toBeTruthy()

    await user.clear(textbox(form, /Passport number/))
    await waitFor(() => expect(within(form).queryByText('Country is required')).toBeNull())
    expect(within(form).queryByText('Passport expiry date is required')).toBeNull()
  })

  it('checks the age band on the travel date and the national ID length', async () => {
    props = {
      defaultValues: {
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Faisal',
        lastName: 'Alharbi',
        nationality: 'SA',
        dateOfBirth: '2014-12-01',
        nationalId: '12345',
      },
    }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(within(form).getByText('Child must be between 2 and 12 years old')).toBeTruthy(),
    )
    // A Saudi national's ID is the 10-digit National ID, whatever a CNIC would need.
    expect(errorOf(textbox(form, /National ID/))).toBe("National ID isn't Valid")
    await user.clear(textbox(form, /National ID/))
    await user.type(textbox(form, /National ID/), '1023456781')
    await waitFor(() => expect(errorOf(textbox(form, /National ID/))).toBeNull())
    await user.clear(textbox(form, /National ID/))
    await user.type(textbox(form, /National ID/), '12345A')
    await waitFor(() => expect(errorOf(textbox(form, /National ID/))).toBe("National ID isn't Valid"))
    expect(submitted).toEqual([])
  })

  it('asks a traveller of another nationality for a 13-digit CNIC or a 10-digit Iqama', async () => {
    props = {
      defaultValues: {
        prefix: 'Mr',
        gender: 'male',
        firstName: 'Imran',
        lastName: 'Qureshi',
        nationality: 'PK',
        dateOfBirth: '1985-03-01',
        nationalId: '12345',
      },
    }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(errorOf(textbox(form, /National ID/))).toBe('CNIC should be at least 13 digits'),
    )
    await user.clear(textbox(form, /National ID/))
    await user.type(textbox(form, /National ID/), '2345678905')
    await waitFor(() => expect(errorOf(textbox(form, /National ID/))).toBe("National ID isn't Valid"))
    await user.clear(textbox(form, /National ID/))
    await user.type(textbox(form, /National ID/), '2345678904')
    await waitFor(() => expect(errorOf(textbox(form, /National ID/))).toBeNull())
  })

  it('requires a valid frequent flyer number for an alliance', async () => {
    props = { defaultValues: { frequentFlyerAlliance: 'star', frequentFlyerNumber: '#1' } }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(errorOf(textbox(form, /Frequent flyer number/))).toBe(
        'Frequent Flyer Number is required and not valid',
      ),
    )
  })

  it('asks for a nickname only when the traveller is saved for later', async () => {
    props = { parts: { saveForLater: true } }
    const { user, form } = await openForm()
    expect(within(form).queryByRole('textbox', { name: /Nickname/ })).toBeNull()
    await user.click(within(form).getByRole('checkbox', { name: 'Save this traveller for later' }))
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(errorOf(textbox(form, /Nickname/))).toBe('Nickname is required'))
  })
})

describe('PassengerForm without the profile part', () => {
  it('asks only the name, and hands over a name alone', async () => {
    props = {
      schema: z.object({
        firstName: z.string().check(z.minLength(1)),
        lastName: z.string().check(z.minLength(1)),
      }),
      parts: { profile: false, nationalId: false, passport: false, frequentFlyer: false, contact: false },
    }
    const { user, form } = await openForm()
    expect(within(form).queryByRole('button', { name: /Title/ })).toBeNull()
    expect(within(form).queryByRole('radiogroup', { name: /Gender/ })).toBeNull()
    expect(within(form).queryByRole('group', { name: /Date of birth/ })).toBeNull()
    expect(within(form).queryByRole('combobox', { name: /Nationality/ })).toBeNull()
    await user.type(textbox(form, /First name/), 'Noor')
    await user.type(textbox(form, /Last name/), 'Alharbi')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]).toMatchObject({ firstName: 'Noor', lastName: 'Alharbi' })
  })
})

describe('PassengerForm sending', () => {
  const complete: Partial<PassengerFormValues> = {
    prefix: 'Miss.',
    gender: 'female',
    firstName: 'Noor',
    lastName: 'Alharbi',
    nationality: 'SA',
    dateOfBirth: '2019-05-04',
  }

  it('hands over the values the schema accepted', async () => {
    props = { defaultValues: complete }
    const { user, form } = await openForm()
    await user.type(textbox(form, /Email/), 'noor@example.sa')
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]).toMatchObject({ ...complete, email: 'noor@example.sa' })
  })

  it('puts the server’s field messages under their fields', async () => {
    props = {
      defaultValues: complete,
      onSubmit: () =>
        Promise.reject(
          new ApiError({
            kind: 'http',
            status: 400,
            message: 'The request is not valid',
            fieldErrors: {
              nationality: 'This value is not valid',
              lastName: 'Name must be 100 characters or fewer',
            },
            endpoint: 'fnfCreate',
          }),
        ),
    }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() =>
      expect(errorOf(textbox(form, /Last name/))).toBe('Name must be 100 characters or fewer'),
    )
    expect(within(form).getByText('This value is not valid')).toBeTruthy()
    expect(within(form).queryByRole('alert')).toBeNull()
    // Correcting the field takes its message away.
    await user.type(textbox(form, /Last name/), 'i')
    await waitFor(() => expect(errorOf(textbox(form, /Last name/))).toBeNull())
  })

  it('shows any other refusal above the button', async () => {
    props = {
      defaultValues: complete,
      onSubmit: () =>
        Promise.reject(
          new ApiError({
            kind: 'http',
            status: 409,
            message: 'You can save up to 50 travellers. Delete one to add another.',
            endpoint: 'fnfCreate',
          }),
        ),
    }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You can save up to 50 travellers. Delete one to add another.',
    )
  })

  it('says so when the server cannot be reached', async () => {
    props = {
      defaultValues: complete,
      onSubmit: () =>
        Promise.reject(
          new ApiError({
            kind: 'network',
            message: 'The server could not be reached',
            endpoint: 'fnfCreate',
          }),
        ),
    }
    const { user, form } = await openForm()
    await user.click(within(form).getByRole('button', { name: 'Continue' }))
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'We could not save the traveller. Please check your connection and try again.',
    )
  })
})

describe('PassengerForm with saved travellers', () => {
  it('fills the form with the traveller picked; travellers of another type cannot be picked', async () => {
    localStorage.setItem('rihla:user', JSON.stringify(user))
    props = { savedTravellers: { type: 'child', travelDate: TRAVEL_DATE } }
    const { user: actions, form } = await openForm('/passenger', {
      fnfList: () => ({ entries: [savedAdult, savedChild], limit: 50 }),
    })
    const picker = await within(form).findByRole('button', { name: /Saved travellers/ })
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false))
    await actions.click(picker)
    const listbox = await screen.findByRole('listbox')
    expect(within(listbox).getByRole('option', { name: /Mum/ }).getAttribute('aria-disabled')).toBe('true')
    await actions.click(within(listbox).getByRole('option', { name: /Noor/ }))

    await waitFor(() => expect(textbox(form, /First name/)).toHaveProperty('value', 'Noor'))
    expect(textbox(form, /Last name/)).toHaveProperty('value', 'Alharbi')
    expect(textbox(form, /Passport number/)).toHaveProperty('value', 'N1234567')
    await actions.click(within(form).getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(submitted).toHaveLength(1))
    expect(submitted[0]).toMatchObject({
      firstName: 'Noor',
      dateOfBirth: '2019-05-04',
      passportCountry: 'SA',
    })
  })

  it('offers nothing to a visitor who is not signed in', async () => {
    props = { savedTravellers: {} }
    const { form, calls } = await openForm()
    expect(within(form).queryByRole('button', { name: /Saved travellers/ })).toBeNull()
    expect(calls.some((call) => call.name === 'fnfList')).toBe(false)
  })
})

describe('PassengerForm as one of several', () => {
  it('reports every change, typed or filled in, and has no button of its own without a submit label', async () => {
    localStorage.setItem('rihla:user', JSON.stringify(user))
    const changes: PassengerFormValues[] = []
    props = {
      submitLabel: undefined,
      onValuesChange: (values) => changes.push(values),
      savedTravellers: { type: 'child', travelDate: TRAVEL_DATE },
    }
    const { user: actions, form } = await openForm('/passenger', {
      fnfList: () => ({ entries: [savedChild], limit: 50 }),
    })
    expect(within(form).queryByRole('button', { name: 'Continue' })).toBeNull()
    expect(changes).toEqual([])

    await actions.type(textbox(form, /Last name/), 'Al')
    await waitFor(() => expect(changes.at(-1)?.lastName).toBe('Al'))

    const picker = await within(form).findByRole('button', { name: /Saved travellers/ })
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false))
    await actions.click(picker)
    await actions.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Noor/ }))
    await waitFor(() =>
      expect(changes.at(-1)).toMatchObject({ firstName: 'Noor', passportNumber: 'N1234567' }),
    )
  })
})
