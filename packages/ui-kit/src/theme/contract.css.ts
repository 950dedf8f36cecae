import { createThemeContract } from '@vanilla-extract/css'
import { themeTokens } from './tokens.ts'

type ContractShape<T> = { [K in keyof T]: T[K] extends string ? null : ContractShape<T[K]> }

function toContractShape<T extends object>(tokens: T): ContractShape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toContractShape(value as object),
    ]),
  ) as ContractShape<T>
}

/** The one theme contract: every component reads colours, space, type, shadows and motion from here. */
export const vars = createThemeContract(toContractShape(themeTokens))
