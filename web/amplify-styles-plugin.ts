import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:amplify-styles.css';
const RESOLVED = `\0${ID}`;

/**
 * The Amplify UI stylesheets of the primitives the app renders (file names
 * under @aws-amplify/ui/dist/styles/). A component used without its sheet
 * here renders unstyled: add its sheet (and the sheets of the primitives it is
 * made of) when the app starts using it.
 */
export const AMPLIFY_SHEETS = [
  'reset',
  'alert',
  'avatar',
  'badge',
  'button',
  'card',
  'checkbox',
  'checkboxField',
  'divider',
  'field',
  'fieldGroup',
  'fieldMessages',
  'fieldset',
  '_fieldControl',
  'flex',
  'grid',
  'heading',
  'icon',
  'image',
  'input',
  'link',
  'loader',
  'placeholder',
  'searchField',
  'select',
  'selectField',
  'text',
  'textArea',
  'textAreaField',
  'textField',
  'visuallyHidden',
];

const COMPONENT_TOKEN = /^\s*(--amplify-components-[\w-]+)\s*:[^;]*;\s*$/;
const REFERENCE = /var\((--amplify-[\w-]+)/g;

/**
 * Serves `virtual:amplify-styles.css`: Amplify UI's stylesheet cut to what the
 * app uses (the whole `styles.css` is render-blocking and mostly unused
 * here). It is Amplify's own CSS, in Amplify's own order: the base sheet (the
 * theme's custom properties and global rules) followed by the sheets in
 * AMPLIFY_SHEETS. Of the base sheet's component tokens
 * (`--amplify-components-*`), only those the kept rules reference,
 * transitively, stay; every global token (colors, space, fonts…) stays, since
 * style props and the club theme refer to them from inline styles.
 */
export function amplifyStylesPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@aws-amplify/ui/styles.css')), 'styles');
  return {
    name: 'club:amplify-styles',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const read = (name: string) => fs.readFileSync(path.join(stylesDir, `${name}.css`), 'utf8');
      const whole = fs.readFileSync(path.join(stylesDir, '..', 'styles.css'), 'utf8');
      // Amplify's order (later sheets win ties): where each sheet's rules start in the whole stylesheet.
      const position = (css: string) => {
        const probe = css
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .trim()
          .slice(0, 120);
        const at = whole.indexOf(probe);
        return at < 0 ? Number.MAX_SAFE_INTEGER : at;
      };
      const sheets = AMPLIFY_SHEETS.map(read).sort((a, b) => position(a) - position(b));
      const baseLines = read('base').split('\n');
      const definitions = new Map<string, string>();
      for (const line of baseLines) {
        const token = COMPONENT_TOKEN.exec(line)?.[1];
        if (token) definitions.set(token, line);
      }
      const keep = new Set<string>();
      const visit = (css: string) => {
        for (const [, name] of css.matchAll(REFERENCE)) {
          if (keep.has(name!)) continue;
          keep.add(name!);
          const definition = definitions.get(name!);
          if (definition) visit(definition);
        }
      };
      const base = baseLines.filter((line) => !COMPONENT_TOKEN.test(line));
      visit(base.join('\n'));
      sheets.forEach(visit);
      const prunedBase = baseLines.filter((line) => {
        const token = COMPONENT_TOKEN.exec(line)?.[1];
        return !token || keep.has(token);
      });
      return [prunedBase.join('\n'), ...sheets].join('\n');
    },
  };
}
