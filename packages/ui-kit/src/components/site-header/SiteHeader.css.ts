import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing, reducedMotion } from '../../styles/focus.css.ts'
import { fadeIn } from '../../styles/overlay.css.ts'
import { minWidth } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/contract.css.ts'

export const header = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
})

export const sticky = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: '64px',
  maxInlineSize: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [minWidth('lg')]: { paddingInline: vars.space.lg },
  },
})

export const brand = style({ display: 'flex', alignItems: 'center', flexShrink: 0 })

export const desktopNav = style({
  display: 'none',
  flex: 1,
  '@media': { [minWidth('md')]: { display: 'flex' } },
})

export const desktopActions = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  '@media': { [minWidth('md')]: { display: 'flex' } },
})

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  marginInlineStart: 'auto',
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
  '@media': { [minWidth('md')]: { display: 'none' } },
})

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
    },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
})

export const drawer = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  inlineSize: 'min(320px, 88vw)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
})

export const drawerDialog = style({
  blockSize: '100%',
  overflowY: 'auto',
  padding: vars.space.md,
  outline: 'none',
})

export const drawerContent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
})

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const drawerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
})

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: {
    [`${drawerDialog} &`]: { flexDirection: 'column', alignItems: 'stretch' },
  },
})

// Links the app passes in are styled as navigation items, whichever Link component renders them.
globalStyle(`${navList} > li > a`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
})

globalStyle(`${navList} > li > a:hover`, { backgroundColor: vars.color.surfaceSunken })

globalStyle(`${navList} > li > a[aria-current="page"], ${navList} > li > a[data-status="active"]`, {
  color: vars.color.primaryText,
  backgroundColor: vars.color.primarySubtle,
})
