import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { dismissButton } from '../../styles/dismissButton.css.ts'
import { focusRing, reducedMotion } from '../../styles/focus.css.ts'
import { minWidth } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(16px)' } })

export const region = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetBlockEnd: vars.space.md,
  insetInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [minWidth('sm')]: { insetInlineStart: 'auto', inlineSize: '380px' },
  },
})

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${slideIn} ${vars.motion.duration.slow} ${vars.motion.easing.decelerate}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
  '@media': {
    [reducedMotion]: { animation: 'none' },
  },
})

export const tone = styleVariants({
  neutral: { borderInlineStartColor: vars.color.borderStrong },
  info: { borderInlineStartColor: vars.color.info },
  success: { borderInlineStartColor: vars.color.success },
  warning: { borderInlineStartColor: vars.color.warning },
  danger: { borderInlineStartColor: vars.color.danger },
})

export const iconTone = styleVariants({
  neutral: { color: vars.color.textMuted },
  info: { color: vars.color.info },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
})

export const icon = style({ flexShrink: 0, marginBlockStart: '2px' })

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
})

export const title = style({ fontWeight: vars.font.weight.semibold })

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const close = style([
  dismissButton,
  { inlineSize: '32px', blockSize: '32px', marginBlock: `calc(${vars.space['2xs']} * -1)` },
])
