import { describe, expect, it } from 'vitest'
import { parseTrustedProxies, resolveClientIp } from './trustedProxies'

describe('parseTrustedProxies', () => {
  it('matches loopback, addresses and CIDR ranges in both families', () => {
    const trusted = parseTrustedProxies(['loopback', '10.0.0.0/8', '192.168.1.5', 'fd00::/8'])
    for (const address of [
      '127.0.0.1',
      '127.8.9.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.200.0.1',
      '192.168.1.5',
      'fd12::3',
    ])
      expect(trusted(address), address).toBe(true)
    for (const address of ['192.168.1.6', '11.0.0.1', '2001:db8::1', 'unknown', ''])
      expect(trusted(address), address).toBe(false)
    expect(parseTrustedProxies(['none'])('127.0.0.1')).toBe(false)
  })

  it('refuses what is not an address or range', () => {
    for (const entry of ['always', '10.0.0.0/33', '10.0.0.1/8/2', 'localhost', '10.0.0.0/x'])
      expect(() => parseTrustedProxies([entry]), entry).toThrow()
  })
})

describe('resolveClientIp', () => {
  const trusted = parseTrustedProxies(['loopback', '10.0.0.0/8'])

  it('believes no header from a peer that is not our proxy', () => {
    expect(resolveClientIp('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9')
    expect(resolveClientIp('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9')
  })

  it('takes the right-most address no trusted hop added, never what the client wrote before it', () => {
    expect(resolveClientIp('127.0.0.1', '1.2.3.4', trusted)).toBe('1.2.3.4')
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 1.2.3.4', trusted)).toBe('1.2.3.4')
    expect(resolveClientIp('127.0.0.1', '6.6.6.6, 1.2.3.4, 10.0.0.7', trusted)).toBe('1.2.3.4')
    expect(resolveClientIp('127.0.0.1', '10.1.1.1, 127.0.0.1', trusted)).toBe('10.1.1.1')
  })

  it('stops at a malformed entry: the hop that passed it on is the client', () => {
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, bogus', trusted)).toBe('127.0.0.1')
    expect(resolveClientIp('127.0.0.1', 'bogus, 10.0.0.2', trusted)).toBe('10.0.0.2')
  })
})
