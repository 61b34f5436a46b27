/** The staff console's public API: the only module of it app/ and other features import. */
export { StaffConsolePage } from './components/staff-console-page';
