// Raw values of the default Rihla theme. Kept free of vanilla-extract so tests and runtime helpers
// (contrast checks, partner colour overrides) can read them without a CSS build.

export const fontFamilies = {
  latin: "'Inter Variable', 'Noto Sans Arabic Variable', system-ui, sans-serif",
  arabic: "'Noto Sans Arabic Variable', 'Inter Variable', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
}

export const colors = {
  page: '#F7F1E6',
  surface: '#FFFFFF',
  surfaceSubtle: '#FBF7F0',
  surfaceSunken: '#F1E9DB',
  inverseSurface: '#0B3B34',
  text: '#1B2421',
  textMuted: '#4D5955',
  textInverse: '#FFFFFF',
  textInverseMuted: '#C9DDD8',
  border: '#E2D9C9',
  borderStrong: '#857F74',
  primary: '#0D6E5F',
  primaryHover: '#0A5B4F',
  primaryPressed: '#084A40',
  primarySubtle: '#E2F0EC',
  primaryText: '#0D6E5F',
  onPrimary: '#FFFFFF',
  accent: '#E9A92B',
  accentSubtle: '#FCF0D4',
  accentText: '#7F5200',
  onAccent: '#1B2421',
  success: '#1C7442',
  successSubtle: '#E3F3E8',
  warning: '#8F5400',
  warningSubtle: '#FDEFD6',
  danger: '#B42318',
  dangerHover: '#912018',
  dangerSubtle: '#FDE9E7',
  onDanger: '#FFFFFF',
  info: '#1F5FA6',
  infoSubtle: '#E6EFFA',
  focusRing: '#0D6E5F',
  overlay: 'rgba(16, 28, 25, 0.52)',
  skeleton: '#EDE5D6',
  skeletonHighlight: '#F8F3EA',
}

export const space = {
  none: '0',
  '3xs': '2px',
  '2xs': '4px',
  xs: '8px',
  sm: '12px',
  md: '16px',
  lg: '24px',
  xl: '32px',
  '2xl': '48px',
  '3xl': '64px',
}

export const radii = {
  none: '0',
  sm: '6px',
  md: '8px',
  lg: '12px',
  xl: '20px',
  full: '9999px',
}

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
}

export const fontWeights = {
  regular: '400',
  medium: '500',
  semibold: '600',
  bold: '700',
}

export const lineHeights = {
  tight: '1.25',
  snug: '1.4',
  normal: '1.55',
}

export const shadows = {
  sm: '0 1px 2px rgba(27, 36, 33, 0.06), 0 1px 3px rgba(27, 36, 33, 0.08)',
  md: '0 4px 12px rgba(27, 36, 33, 0.08), 0 2px 4px rgba(27, 36, 33, 0.05)',
  lg: '0 16px 40px rgba(27, 36, 33, 0.14), 0 4px 12px rgba(27, 36, 33, 0.06)',
}

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '250ms', slower: '400ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    inOut: 'ease-in-out',
    decelerate: 'cubic-bezier(0, 0, 0, 1)',
  },
}

export const sizes = {
  touchTarget: '44px',
  controlSm: '36px',
  controlMd: '44px',
  controlLg: '52px',
  contentMax: '1200px',
}

export const zIndices = {
  header: '20',
  overlay: '40',
  toast: '60',
  loading: '80',
}

export const themeTokens = {
  color: colors,
  space,
  radius: radii,
  font: {
    family: { body: fontFamilies.latin, mono: fontFamilies.mono },
    size: fontSizes,
    weight: fontWeights,
    lineHeight: lineHeights,
  },
  shadow: shadows,
  motion,
  size: sizes,
  zIndex: zIndices,
}
