import { createHmac, timingSafeEqual } from 'node:crypto'

/** A partner's password is derived from its username, so no password is ever stored. */
export const partnerPassword = (credentialKey: string, username: string) =>
  createHmac('sha256', credentialKey).update(username).digest('base64url')

export function isPartnerPassword(credentialKey: string, username: string, password: string): boolean {
  const expected = Buffer.from(partnerPassword(credentialKey, username))
  const given = Buffer.from(password)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
