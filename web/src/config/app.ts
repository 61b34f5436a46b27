/** The club's display name, used in the top bars, the footer and the document title. */
export const APP_NAME = 'Telugu Executive Club';
