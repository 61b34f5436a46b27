/** The search feature's public API to other features (they import it only through this file). */
// The directory's and the staff console's lists answer a text query from the indexes.
export { directoryByText, staffDirectoryByText } from './list-answers.js';
