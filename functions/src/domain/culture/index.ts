/** What other features use of culture: the computed festival calendar, to overlay staff confirmations on. */
export { festivalsForYear, festivalYearsAround, festivalYear } from './festivals.js';
