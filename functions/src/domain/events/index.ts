/** The events feature's public API to other domain features (they import it only through this file). None import it today. */
export {};
