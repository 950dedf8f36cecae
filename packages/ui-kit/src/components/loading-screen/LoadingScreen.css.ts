import { keyframes, style } from '@vanilla-extract/css'
import { reducedMotion } from '../../styles/focus.css.ts'
import { vars } from '../../theme/contract.css.ts'

// One arc, shared by the dashed trail (SVG) and the plane's motion path (CSS offset-path), in px.
export const journeyPath = 'M 12 84 C 70 8, 170 8, 228 84'

const fly = keyframes({
  '0%': { offsetDistance: '0%', opacity: 0 },
  '10%': { opacity: 1 },
  '90%': { opacity: 1 },
  '100%': { offsetDistance: '100%', opacity: 0 },
})

const draw = keyframes({
  from: { strokeDashoffset: 300 },
  to: { strokeDashoffset: 0 },
})

const breathe = keyframes({ '50%': { opacity: 0.55 } })

export const screen = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.loading,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  backgroundColor: vars.color.page,
  color: vars.color.text,
})

export const inline = style({
  position: 'relative',
  minBlockSize: '320px',
  inset: 'auto',
  zIndex: 'auto',
})

export const scene = style({
  position: 'relative',
  inlineSize: '240px',
  blockSize: '96px',
  // Artwork coordinates are laid out left to right; in right-to-left the whole scene mirrors, so the
  // plane still flies in the reading direction.
  direction: 'ltr',
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
})

export const trail = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeDasharray: '2 8',
  opacity: 0.6,
})

export const trailDraw = style({
  fill: 'none',
  stroke: vars.color.primarySubtle,
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeDasharray: 300,
  animation: `${draw} 2.4s ${vars.motion.easing.inOut} infinite`,
  '@media': { [reducedMotion]: { animation: 'none', strokeDashoffset: 0 } },
})

export const endpoint = style({ fill: vars.color.accent })

export const plane = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '28px',
  blockSize: '28px',
  color: vars.color.primary,
  offsetPath: `path('${journeyPath}')`,
  offsetRotate: 'auto',
  animation: `${fly} 2.4s ${vars.motion.easing.inOut} infinite`,
  '@media': {
    [reducedMotion]: {
      animation: `${breathe} 2.4s ${vars.motion.easing.inOut} infinite`,
      offsetDistance: '50%',
    },
  },
})

export const message = style({
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  textAlign: 'center',
})
