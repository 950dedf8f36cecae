import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A bearer token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url')

/** What is stored instead of a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A numeric one-time code from the secure random source, zero-padded to its length. */
export const newOtpCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0')

/**
 * What is stored instead of an OTP: an HMAC under the server's secret, bound to the phone and purpose,
 * so a code cannot be used for another phone or purpose, and a leaked table cannot be brute-forced
 * offline (six digits are only a million guesses).
 */
export const otpHash = (secret: string, phone: string, purpose: string, code: string) =>
  createHmac('sha256', secret).update(`${phone}\n${purpose}\n${code}`).digest('hex')

/** Compares two hex digests in constant time. */
export const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
