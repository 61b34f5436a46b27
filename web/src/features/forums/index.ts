/** The forums feature's public API: the only module of it app/ and other features import. */
export { usePosts } from './api/list-posts';
export { ForumsPage } from './components/forums-page';
export { PostCard } from './components/post-card';
