import type { Theme } from '@aws-amplify/ui-react';

/**
 * The club's Amplify UI theme: deep maroon for primary actions, saffron and gold
 * accents, warm ivory surfaces and a serif display face for headings.
 * Read when the app is built (amplify-theme-plugin.ts), not in the browser:
 * its custom properties go into the stylesheet and style props get a lean
 * copy of its tokens, so no page pays for Amplify's theme builder.
 */
export const clubTheme: Theme = {
  name: 'telugu-exec-club',
  tokens: {
    colors: {
      primary: {
        10: { value: '#fbecee' },
        20: { value: '#f2c9cf' },
        40: { value: '#d3808c' },
        60: { value: '#a53a4b' },
        80: { value: '#7a1a2a' },
        90: { value: '#5f1220' },
        100: { value: '#450b16' },
      },
      secondary: {
        10: { value: '#fff6e0' },
        20: { value: '#fde7b0' },
        40: { value: '#f6c85f' },
        60: { value: '#e6a23c' },
        80: { value: '#c9841a' },
        90: { value: '#a86b10' },
        100: { value: '#7d4f0a' },
      },
      background: {
        primary: { value: '#ffffff' },
        secondary: { value: '#fbf7ef' },
      },
      font: {
        primary: { value: '#2b1a1d' },
        secondary: { value: '#5c4a4d' },
        tertiary: { value: '#6f5c5f' },
      },
      border: {
        primary: { value: '#e3d6c4' },
      },
    },
    fonts: {
      default: {
        variable: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Noto Sans Telugu', sans-serif" },
        static: { value: "'Segoe UI', system-ui, -apple-system, Roboto, 'Noto Sans Telugu', sans-serif" },
      },
    },
    radii: {
      small: { value: '0.375rem' },
      medium: { value: '0.625rem' },
      large: { value: '1rem' },
    },
    components: {
      heading: {
        color: { value: '{colors.primary.90}' },
      },
      card: {
        backgroundColor: { value: '{colors.background.primary}' },
        borderRadius: { value: '{radii.large}' },
      },
    },
  },
};
