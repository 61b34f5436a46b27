/**
 * electro-lite: the part of ElectroDB's runtime this codebase uses, as small
 * tree-shakable ESM. Lambda bundles and the functions and scripts test configs alias
 * `electrodb` to this module; types still come from the real package. It
 * sends the same DynamoDB requests and returns the same results as ElectroDB
 * 3.x for the supported subset (see equivalence.test.ts) and throws for the rest.
 */
export { Entity } from './entity.js';
export { ElectroError, ElectroValidationError, ElectroAttributeValidationError } from './errors.js';
export { createWriteTransaction } from './transaction.js';
