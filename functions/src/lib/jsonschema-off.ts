/**
 * Stands in for the `jsonschema` package in Lambda bundles (infra/src/bundling.ts
 * aliases it here). ElectroDB validates each entity's model with jsonschema
 * when the entity is built; the models are fixed in code and every entity is
 * built, unbundled and with the real validator, by the tests (`db()` in the
 * data-layer tests), so a cold start skips the 28 KiB validator and its work.
 * Only the surface ElectroDB's validations.js touches is here.
 */
export class Validator {
  customFormats: Record<string, (input: unknown) => boolean> = {};
  addSchema(): void {}
  validate(): { valid: true; errors: never[] } {
    return { valid: true, errors: [] };
  }
}
// ElectroDB registers its formats on the prototype before making a validator.
(Validator.prototype as { customFormats?: Record<string, unknown> }).customFormats = {};
