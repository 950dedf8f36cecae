import { minWidth, vars } from '@rihla/ui-kit/theme'
import { style } from '@vanilla-extract/css'

export const menu = style({
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xs,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(5.5rem, 1fr))',
  gap: vars.space['2xs'],
})

export const item = style({ display: 'flex' })

const entryBase = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.lg,
  minBlockSize: vars.size.touchTarget,
  textAlign: 'center',
  '@media': {
    [minWidth('md')]: { flexDirection: 'row', justifyContent: 'center', paddingBlock: vars.space.md },
  },
})

export const entry = style([
  entryBase,
  {
    selectors: {
      '&[data-hovered]': { background: vars.color.primarySubtle },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
])

export const entryStatic = style([entryBase, { color: vars.color.text }])

export { iconDisc as icon } from './IconDisc.css'

export const label = style({ fontWeight: vars.font.weight.semibold, fontSize: vars.font.size.sm })
