import { endpoints } from '@rihla/api-contract/endpoints'
import { solveChallenge } from 'altcha-lib'
import type { Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

/** Does what the ALTCHA widget does: fetch a challenge, solve it, and return the form value. */
export async function solvedCaptcha(server: { request: (path: string) => Promise<{ body: unknown }> }) {
  const { body } = await server.request(endpoints.captchaChallenge.path)
  const challenge = endpoints.captchaChallenge.response.parse(body) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('Captcha challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
