import { vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export {
  problems as summary,
  problemsList as summaryList,
  problemsTitle as summaryTitle,
} from '@rihla/booking-flow/problems'
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' })
export const notice = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
})
export const noticeText = style({ margin: 0 })
