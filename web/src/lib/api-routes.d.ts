/** The route table's method and path per route id, served by web/api-routes-plugin.ts. */
declare module 'virtual:api-routes' {
  import type { Routes } from '@club/shared';

  const table: { readonly [K in keyof Routes]: readonly [Routes[K]['method'], Routes[K]['path']] };
  export default table;
}

/** Amplify UI's stylesheet cut to the primitives the app uses (web/amplify-styles-plugin.ts). */
declare module 'virtual:amplify-styles.css';
