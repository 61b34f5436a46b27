import path from 'node:path';
import { createTheme } from '@aws-amplify/ui';
import type { Plugin } from 'vite';
import { clubTheme } from './src/config/theme.js';

const THEME = 'virtual:club-theme';
const THEME_CSS = 'virtual:club-theme.css';
const THEME_CONTEXT = path.join(import.meta.dirname, 'src', 'config', 'amplify-theme-context.ts');

/** `--name: value;` declarations of a theme's cssText, by name. */
const declarations = (cssText: string) => new Map([...cssText.matchAll(/^\s*(--[\w-]+)\s*:\s*(.*);\s*$/gm)].map((m) => [m[1]!, m[2]!] as const));

/** A built theme's token tree with only each token's value (what style props look up). */
function tokenValues(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if ('value' in node) return { value: (node as { value: unknown }).value };
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, tokenValues(child)]));
}

/**
 * The club theme, built when the app is. Amplify's ThemeProvider
 * builds the theme in the browser (createTheme and every component's tokens,
 * all in the first load) and injects every one of its custom
 * properties; here:
 * - `virtual:club-theme.css` holds only the properties the club theme
 *   changes, on the theme's `[data-amplify-theme]` element. Amplify's base
 *   sheet re-declares every property on that element too, so tokens derived
 *   from a changed one (a button's colour from `primary.80`) follow it,
 *   exactly as with the full set.
 * - `virtual:club-theme` is the built theme's name, breakpoints and global
 *   token values: what Amplify's style props and breakpoint hooks read.
 * - Amplify UI React's ThemeContext and useTheme modules resolve to
 *   src/config/amplify-theme-context.ts, whose context starts with that
 *   theme, and so does the responsive helpers' `defaultTheme` (its
 *   breakpoints), so no module in the app imports Amplify's theme builder.
 */
export function amplifyThemePlugin(): Plugin {
  // Built once per build (both virtual modules read them), not per module load.
  let themes: { club: ReturnType<typeof createTheme>; defaults: ReturnType<typeof createTheme> } | undefined;
  const built = () => (themes ??= { club: createTheme(clubTheme), defaults: createTheme() });
  return {
    name: 'club:amplify-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === THEME || source === THEME_CSS) return `\0${source}`;
      if (importer?.includes('@aws-amplify/ui-react') && /\/(ThemeContext|useTheme)\.mjs$/.test(source)) return THEME_CONTEXT;
      // The responsive helpers read only `defaultTheme.breakpoints` from Amplify's whole default theme.
      if (source === '@aws-amplify/ui' && importer?.replaceAll('\\', '/').endsWith('primitives/shared/responsive/utils.mjs')) return THEME_CONTEXT;
      return undefined;
    },
    load(id) {
      if (id === `\0${THEME_CSS}`) {
        const { club, defaults } = built();
        const defaultValues = declarations(defaults.cssText);
        const changed = [...declarations(club.cssText)].filter(([name, value]) => defaultValues.get(name) !== value);
        return `[data-amplify-theme="${club.name}"] {\n${changed.map(([name, value]) => `  ${name}: ${value};`).join('\n')}\n}\n`;
      }
      if (id === `\0${THEME}`) {
        const { club, defaults } = built();
        const { components: _components, ...global } = club.tokens;
        return [
          `export default ${JSON.stringify({ name: club.name, breakpoints: club.breakpoints, tokens: tokenValues(global) })};`,
          `export const defaultBreakpoints = ${JSON.stringify(defaults.breakpoints)};`,
        ].join('\n');
      }
      return undefined;
    },
  };
}
