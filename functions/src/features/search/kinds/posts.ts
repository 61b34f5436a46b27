import { postSearchPages } from '../../forums/index.js';
import { collect, type IndexedKind } from './indexed-kind.js';

/** Posts and replies. */
export const postsIndex: IndexedKind<'posts'> = {
  kind: 'posts',
  documents: () => collect(postSearchPages(), (entry) => [entry.source]),
};
