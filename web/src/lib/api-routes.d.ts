/** The route table's method and path per route id, served by web/api-routes-plugin.ts. */
declare module 'virtual:api-routes' {
  // Types by import() rather than an import statement: knip reads an import inside `declare module` as using every export of the package.
  type Routes = import('@club/shared').Routes;
  type WebRouteId = import('@club/shared').WebRouteId;
  const table: { readonly [K in WebRouteId]: readonly [Routes[K]['method'], Routes[K]['path']] };
  export default table;
}

/** Amplify UI's stylesheet cut to the primitives the app uses (web/amplify-styles-plugin.ts). */
declare module 'virtual:amplify-styles.css';

/** The club's Amplify theme, built with the app (web/amplify-theme-plugin.ts): name, breakpoints, global token values. */
declare module 'virtual:club-theme' {
  const theme: {
    name: string;
    breakpoints: { values: Record<'base' | 'small' | 'medium' | 'large' | 'xl' | 'xxl', number>; defaultBreakpoint: 'base' };
    tokens: Record<string, unknown>;
  };
  export default theme;
  /** Amplify's default theme's breakpoints. */
  export const defaultBreakpoints: typeof theme.breakpoints;
}

/** The club theme's custom properties that differ from Amplify's defaults. */
declare module 'virtual:club-theme.css';
