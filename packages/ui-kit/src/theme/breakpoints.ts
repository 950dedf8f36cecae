/** Minimum widths in px of the spec's breakpoints (DESIGN.md §7); xs is the smallest supported phone. */
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const

export type Breakpoint = keyof typeof breakpoints

/** A media query matching the breakpoint and wider, for `@media` blocks in style files. */
export function minWidth(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`
}
