/**
 * Writes every year's computed festival dates (2020–2040) into the module the
 * festival handlers read, so their bundles carry the results and not
 * astronomy-engine:
 *
 *   npm run gen:festivals
 *
 * Run it after changing a rule in functions/src/features/culture/festival-rules.ts;
 * festival-dates.test.ts fails until the checked-in file matches the rules.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FESTIVAL_YEARS } from '@club/shared';
import { GENERATED_FILE, renderFestivalDates } from '@club/functions/features/culture/festival-dates';
import { repoRoot } from '../lib/paths.js';

fs.writeFileSync(path.join(repoRoot, GENERATED_FILE), renderFestivalDates(FESTIVAL_YEARS.min, FESTIVAL_YEARS.max));
process.stdout.write(`Wrote ${GENERATED_FILE} (${FESTIVAL_YEARS.min}–${FESTIVAL_YEARS.max})\n`);
