import { keyframes } from '@vanilla-extract/css'

export const fadeIn = keyframes({ from: { opacity: 0 } })
export const fadeOut = keyframes({ to: { opacity: 0 } })
export const popIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' } })
export const popOut = keyframes({ to: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' } })
export const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' } })
