import { createHash, randomBytes } from 'node:crypto'

/** A bearer token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url')

/** What is stored instead of a token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
