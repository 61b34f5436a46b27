/** The route table's method and path per route id, served by web/api-routes-plugin.ts. */
declare module 'virtual:api-routes' {
  import type { Routes } from '@club/shared';

  const table: { readonly [K in keyof Routes]: readonly [Routes[K]['method'], Routes[K]['path']] };
  export default table;
}
