import { style } from '@vanilla-extract/css'
import { minWidth } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const list = style({
  display: 'flex',
  alignItems: 'flex-start',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xs,
})

export const step = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2xs'],
  minInlineSize: 0,
  textAlign: 'center',
  selectors: {
    // The connector runs from this step's marker towards the previous one, so it follows the direction.
    '&:not(:first-child)::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: '15px',
      insetInlineEnd: 'calc(50% + 20px)',
      inlineSize: 'calc(100% - 40px + 8px)',
      blockSize: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.border,
    },
    '&[data-state="complete"]::before, &[data-state="current"]::before': {
      backgroundColor: vars.color.primary,
    },
  },
})

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${step}[data-state="current"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      boxShadow: `0 0 0 4px ${vars.color.primarySubtle}`,
    },
    [`${step}[data-state="complete"] &`]: {
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})

// On phones only the current step keeps its visible label; the others stay in the accessibility tree.
export const label = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    [`${step}[data-state="current"] &`]: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
    [`${step}:not([data-state="current"]) &`]: {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  '@media': {
    [minWidth('md')]: {
      selectors: {
        [`${step}:not([data-state="current"]) &`]: {
          position: 'static',
          inlineSize: 'auto',
          blockSize: 'auto',
          overflow: 'visible',
          clipPath: 'none',
          whiteSpace: 'normal',
        },
      },
    },
  },
})
