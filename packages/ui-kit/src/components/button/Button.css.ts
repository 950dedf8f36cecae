import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import type { RecipeVariants } from '@vanilla-extract/recipes'
import { focusRing } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

const transition = ['background-color', 'border-color', 'color', 'box-shadow', 'transform']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ')

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { selectors: { '&[data-pressed]': { transform: 'none' } } },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primaryHover },
          '&[data-pressed]': { backgroundColor: vars.color.primaryPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primaryText,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
          '&[data-pressed]': {
            backgroundColor: vars.color.primarySubtle,
            borderColor: vars.color.primaryPressed,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primaryText,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
          '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.dangerHover },
          '&[data-pressed]': { backgroundColor: vars.color.dangerHover },
        },
      },
    },
    size: {
      sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.lg, fontSize: vars.font.size.lg },
    },
    isFullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
    isIconOnly: {
      true: { paddingInline: 0, aspectRatio: '1' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', isFullWidth: false, isIconOnly: false },
})

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
})

// Keeps the button's width while pending; the spinner sits on top.
export const contentHidden = style([content, { visibility: 'hidden' }])

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
