/** What other domain features use of this one (none yet): export it here when one needs it. */
export {};
