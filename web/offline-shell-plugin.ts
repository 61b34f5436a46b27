import type { Plugin } from 'vite';

/** What a written chunk tells about its imports (Vite's `viteMetadata` lists the CSS a chunk loads). */
interface ChunkFacts {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Picks the files the service worker downloads when it installs: the app
 * shell (the entry and what it imports at once) and every file of the screens
 * that must open offline (`offlineRoutes`: the member's tickets and the door),
 * with the lazy imports those screens make, except large ones few members
 * use (`cachedOnUse`: the door's QR decoder). Every other file (other routes,
 * fonts) is cached when first used, so installing costs a visit the shell,
 * not the whole site. `isShellFile` answers after the build; public files
 * (icons, index.html) are always in.
 */
export function offlineShellPlugin({ offlineRoutes, cachedOnUse }: { offlineRoutes: RegExp; cachedOnUse: RegExp }) {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'club:offline-shell',
    apply: 'build',
    writeBundle(_, bundle) {
      // The worker's own build runs plugins too; only the app's build (the one with index.html) decides.
      if (!bundle['index.html']) return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file as unknown as ChunkFacts]] : [])));
      const add = (fileName: string, withLazy: boolean) => {
        const chunk = chunks.get(fileName);
        if (!chunk || shell.has(fileName) || cachedOnUse.test(fileName)) return;
        shell.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const next of chunk.imports) add(next, withLazy);
        if (withLazy) for (const next of chunk.dynamicImports) add(next, true);
      };
      shell.clear();
      for (const chunk of chunks.values()) if (chunk.isEntry) add(chunk.fileName, false);
      for (const chunk of chunks.values()) if (chunk.facadeModuleId && offlineRoutes.test(chunk.facadeModuleId)) add(chunk.fileName, true);
    },
  };
  const isShellFile = (url: string): boolean => !url.startsWith('assets/') || shell.has(url);
  return { plugin, isShellFile };
}
