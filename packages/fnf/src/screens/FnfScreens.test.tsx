import type { User } from '@rihla/api-contract'
import type { FnfEntry, FnfEntryInput } from '@rihla/api-contract/fnf'
import { ApiError } from '@rihla/api-clients'
import { renderApp, resetApp, siteHandlers } from '@rihla/core/testing'
import type { FakeHandlers } from '@rihla/core/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fnfCatalog } from '../catalog'
import { harnessRouteTree } from '../testing/harness-router'

const user: User = {
  id: 'user-1',
  name: 'Sara Alharbi',
  email: 'sara@example.sa',
  phone: null,
  api_key: 'key',
  api_token: 'token',
  access_token: 'access',
}

const mum: FnfEntry = {
  id: '6f1c1d8e-2f0a-4d3b-9a51-1f2e3d4c5b6a',
  nickname: 'Mum',
  prefix: 'Mrs.',
  gender: 'female',
  firstName: 'Huda',
  lastName: 'Alharbi',
  nationality: 'SA',
  dateOfBirth: '1965-02-10',
  nationalId: null,
  passportNumber: 'H7654321',
  passportCountry: 'SA',
  passportIssueDate: '2016-01-01',
  // Long expired, so the card warns whatever day the test runs.
  passportExpiryDate: '2021-01-01',
  frequentFlyerAlliance: 'skyteam',
  frequentFlyerNumber: 'SV1234567',
  phone: null,
  email: null,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-10-01T09:00:00.000Z',
}

async function open(path: string, handlers: FakeHandlers, signedIn = true) {
  if (signedIn) localStorage.setItem('rihla:user', JSON.stringify(user))
  const actions = userEvent.setup({ delay: null })
  const app = await renderApp(path, {
    routeTree: harnessRouteTree,
    handlers: siteHandlers(handlers),
    catalogs: [fnfCatalog],
  })
  return { ...app, user: actions }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(resetApp)

describe('/fnf', () => {
  it('lists saved travellers as cards with their type, nationality and passport warning', async () => {
    await open('/fnf', { fnfList: () => ({ entries: [mum], limit: 50 }) })
    const card = await screen.findByRole('listitem', { name: 'Mum' })
    expect(card.textContent).toContain('Mrs. Huda Alharbi')
    expect(card.textContent).toContain('Adult')
    expect(card.textContent).toContain('Saudi Arabia')
    expect(card.textContent).toContain('SkyTeam')
    expect(within(card).getByText(/Passport expired on/)).toBeTruthy()
    expect(screen.getByText('1 of 50 saved')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Edit Mum' }).getAttribute('href')).toBe(
      `/fnf/create/${mum.id}`,
    )
  })

  it('shows "No Record Found" with a way to add the first traveller', async () => {
    await open('/ar/fnf', { fnfList: () => ({ entries: [], limit: 50 }) })
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على سجلات' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'إضافة مسافر' }).getAttribute('href')).toBe('/ar/fnf/create')
  })

  it('offers a retry when the list does not load', async () => {
    let fail = true
    await open('/fnf', {
      fnfList: () => {
        if (fail)
          throw new ApiError({
            kind: 'network',
            message: 'The server could not be reached',
            endpoint: 'fnfList',
          })
        return { entries: [mum], limit: 50 }
      },
    })
    const retry = await screen.findByRole('button', { name: 'Try again' })
    fail = false
    await userEvent.click(retry)
    expect(await screen.findByRole('listitem', { name: 'Mum' })).toBeTruthy()
  })

  it('deletes a traveller only after the confirmation', async () => {
    let entries = [mum]
    const deleted: string[] = []
    const { user: actions } = await open('/fnf', {
      fnfList: () => ({ entries, limit: 50 }),
      fnfDelete: ({ params }) => {
        const { id } = params as { id: string }
        deleted.push(id)
        entries = []
        return { id }
      },
    })
    await actions.click(await screen.findByRole('button', { name: 'Delete Mum' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this traveller?' })
    await actions.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(deleted).toEqual([])

    await actions.click(screen.getByRole('button', { name: 'Delete Mum' }))
    const again = await screen.findByRole('alertdialog')
    expect(again.textContent).toContain('Mum (Huda Alharbi) will be removed from your saved travellers.')
    await actions.click(within(again).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { name: 'No Record Found' })).toBeTruthy()
    expect(deleted).toEqual([mum.id])
  })

  it('sends a visitor who is not signed in to sign in, then back', async () => {
    const { router, calls } = await open('/fnf', {}, false)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(router.state.location.search).toMatchObject({ signIn: 'required', redirect: '/fnf' })
    expect(calls.some((call) => call.name === 'fnfList')).toBe(false)
  })
})

describe('/fnf/create/{id?}', () => {
  const current: FnfEntry = { ...mum, passportExpiryDate: '2099-01-01' }

  it('edits the user’s own entry, with a toast, then shows the list', async () => {
    const sent: FnfEntryInput[] = []
    const {
      user: actions,
      router,
      context,
    } = await open(`/fnf/create/${current.id}`, {
      fnfGet: () => ({ entry: current }),
      fnfList: () => ({ entries: [current], limit: 50 }),
      fnfUpdate: ({ params, body }) => {
        expect(params).toEqual({ id: current.id })
        sent.push(body as FnfEntryInput)
        return { entry: { ...current, nickname: (body as FnfEntryInput).nickname } }
      },
    })
    const toasts = vi.spyOn(context.toasts, 'add')
    const form = await screen.findByRole('form', { name: 'Edit Mum' })
    const nickname = within(form).getByRole('textbox', { name: /Nickname/ })
    expect(nickname).toHaveProperty('value', 'Mum')
    expect(within(form).getByRole('textbox', { name: /Passport number/ })).toHaveProperty('value', 'H7654321')
    await actions.clear(nickname)
    await actions.type(nickname, 'Ummi')
    await actions.click(within(form).getByRole('button', { name: 'Save changes' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/fnf'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ nickname: 'Ummi', firstName: 'Huda', passportExpiryDate: '2099-01-01' })
    expect(toasts).toHaveBeenCalledWith({ title: 'Ummi was updated', tone: 'success' }, { timeout: 5000 })
  })

  it('says what a passport on file that has since expired needs, before anything is sent', async () => {
    const sent: unknown[] = []
    const { user: actions } = await open(`/fnf/create/${mum.id}`, {
      fnfGet: () => ({ entry: mum }),
      fnfUpdate: ({ body }) => {
        sent.push(body)
        return { entry: mum }
      },
    })
    const form = await screen.findByRole('form', { name: 'Edit Mum' })
    await actions.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Passport has expired')).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('asks for what a new entry needs, its nickname first', async () => {
    const { user: actions, router, calls } = await open('/fnf/create', {})
    const form = await screen.findByRole('form', { name: 'New traveller' })
    await actions.click(within(form).getByRole('button', { name: 'Save traveller' }))
    expect(await within(form).findByText('Nickname is required')).toBeTruthy()
    expect(within(form).getByText('Date of Birth is required')).toBeTruthy()
    expect(calls.some((call) => call.name === 'fnfCreate')).toBe(false)
    expect(router.state.location.pathname).toBe('/fnf/create')
  })

  it('is a 404 for an entry that is not the user’s', async () => {
    await open('/fnf/create/someone-elses', {
      fnfGet: new ApiError({ kind: 'http', status: 404, message: 'Not found', endpoint: 'fnfGet' }),
    })
    expect(await screen.findByText('404')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
  })
})
