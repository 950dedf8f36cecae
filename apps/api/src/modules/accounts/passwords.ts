import { hash, verify } from '@node-rs/argon2'

/** argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export const hashPassword = (password: string) => hash(password)

// Checked when there is no account (or no password), so a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | undefined

/** Whether the password matches the hash; a missing hash never matches but takes the same time. */
export async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    await verify(await (decoyHash ??= hash('rihla-decoy-password')), password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
