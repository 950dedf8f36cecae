import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/contract.css.ts'

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    paddingInline: vars.space.xs,
    paddingBlock: vars.space['3xs'],
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
      primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryText },
      accent: { backgroundColor: vars.color.accentSubtle, color: vars.color.accentText },
      success: { backgroundColor: vars.color.successSubtle, color: vars.color.success },
      warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.warning },
      danger: { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
      info: { backgroundColor: vars.color.infoSubtle, color: vars.color.info },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
