import { composeRenderProps } from 'react-aria-components/composeRenderProps'

export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ')
}

type ClassNameOrFunction<T> = string | ((values: T & { defaultClassName: string | undefined }) => string)

/** Puts our class before a consumer's className, which may be a RAC render-prop function. */
export function withClassName<T>(
  base: string,
  className: ClassNameOrFunction<T> | undefined,
): (values: T & { defaultClassName: string | undefined }) => string {
  return composeRenderProps(className, (consumerClassName) => cx(base, consumerClassName))
}
