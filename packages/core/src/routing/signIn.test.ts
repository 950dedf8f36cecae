import { describe, expect, it } from 'vitest'
import { afterSignInHref, isSignInRequested, safeRedirectPath, withoutSignInRequest } from './signIn'

describe('safeRedirectPath', () => {
  it.each([
    ['/bookings', '/bookings'],
    ['/ar/bookings?tab=past#top', '/ar/bookings?tab=past#top'],
    ['/flights/booking-detail/abc', '/flights/booking-detail/abc'],
  ])('follows the path %j on this site', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each([
    'https://evil.example/bookings',
    '//evil.example/bookings',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'bookings',
    '',
    null,
    undefined,
  ])('refuses %j, which could leave the site', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })
})

describe('the sign-in request', () => {
  const at = (href: string) => {
    const url = new URL(href, 'https://rihla.example')
    return { pathname: url.pathname, searchStr: url.search, hash: url.hash.slice(1) }
  }

  it('is read from the auth middleware’s redirect', () => {
    expect(isSignInRequested('?signIn=required&redirect=%2Fbookings')).toBe(true)
    expect(isSignInRequested('?signIn=maybe')).toBe(false)
    expect(isSignInRequested('')).toBe(false)
  })

  it('sends the visitor on to where they were going once signed in', () => {
    expect(afterSignInHref(at('/?signIn=required&redirect=%2Far%2Fbookings%3Ftab%3Dpast'))).toBe(
      '/ar/bookings?tab=past',
    )
  })

  it('keeps them on the page, without the request, when the redirect leads off the site', () => {
    expect(afterSignInHref(at('/ar?signIn=required&redirect=https%3A%2F%2Fevil.example&q=1'))).toBe('/ar?q=1')
  })

  it('changes nothing on a page that did not ask', () => {
    expect(afterSignInHref(at('/about-us?x=1'))).toBeNull()
  })

  it('drops only its own parameters when the modal is closed', () => {
    expect(withoutSignInRequest(at('/?signIn=required&redirect=%2Fbookings&utm=mail#offers'))).toBe(
      '/?utm=mail#offers',
    )
  })
})
