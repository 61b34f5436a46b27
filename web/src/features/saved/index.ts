/** The saved feature's public API: the only module of it app/ and other features import. */
export { useSavedItems } from './api/list-saved-items';
export { SaveButton } from './components/save-button';
