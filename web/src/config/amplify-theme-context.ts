import { createContext, useContext } from 'react';
import clubTheme, { defaultBreakpoints } from 'virtual:club-theme';

/**
 * Stands in for Amplify UI React's ThemeContext and useTheme modules
 * (amplify-theme-plugin.ts resolves both here): the same exports, with the
 * club theme built at build time as the context's value instead of
 * `createTheme()` run in the browser. Also `defaultTheme` for Amplify's
 * responsive helpers, which read only its breakpoints.
 */
interface ThemeContextValue {
  theme: typeof clubTheme;
  colorMode?: 'light' | 'dark' | 'system';
}

export const ThemeContext = createContext<ThemeContextValue>({ theme: clubTheme, colorMode: undefined });

export const getThemeFromContext = (context: ThemeContextValue | undefined) => context?.theme ?? clubTheme;

export const useTheme = () => getThemeFromContext(useContext(ThemeContext));

export const defaultTheme = { breakpoints: defaultBreakpoints };
