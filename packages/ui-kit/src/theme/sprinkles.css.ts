import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { minWidth } from './breakpoints.ts'
import { vars } from './contract.css.ts'

const space = { ...vars.space, auto: 'auto' }

const responsiveProperties = defineProperties({
  defaultCondition: 'xs',
  conditions: {
    xs: {},
    sm: { '@media': minWidth('sm') },
    md: { '@media': minWidth('md') },
    lg: { '@media': minWidth('lg') },
    xl: { '@media': minWidth('xl') },
    '2xl': { '@media': minWidth('2xl') },
  },
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', '2xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: space,
    marginBlockEnd: space,
    marginInlineStart: space,
    marginInlineEnd: space,
    textAlign: ['start', 'center', 'end'],
    fontSize: vars.font.size,
    gridTemplateColumns: {
      1: 'repeat(1, minmax(0, 1fr))',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
    },
  },
  // Logical shorthands: "X" is the inline axis and follows the writing direction.
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
    margin: ['marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd'],
    marginX: ['marginInlineStart', 'marginInlineEnd'],
    marginY: ['marginBlockStart', 'marginBlockEnd'],
  },
})

const colorProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
  },
  defaultCondition: 'default',
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      inverse: vars.color.textInverse,
      primary: vars.color.primaryText,
      accent: vars.color.accentText,
      success: vars.color.success,
      warning: vars.color.warning,
      danger: vars.color.danger,
    },
    background: {
      page: vars.color.page,
      surface: vars.color.surface,
      subtle: vars.color.surfaceSubtle,
      sunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      primarySubtle: vars.color.primarySubtle,
      accentSubtle: vars.color.accentSubtle,
      inverse: vars.color.inverseSurface,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
  },
})

/** Atomic, responsive styles: `sprinkles({ paddingX: { xs: 'md', lg: 'xl' }, display: ['block', 'flex'] })`. */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties)

export type Sprinkles = Parameters<typeof sprinkles>[0]
