/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * An entity's indexes and key strings. Keys are built exactly as ElectroDB
 * builds them (entity.js `_makeKeyFixings`, `_makeKey`, `_getIndexImpact`,
 * `_createKeyDeconstructor`) so items written by either runtime are the same:
 *
 *   pk: `$<service>#<attr>_<value>...`       (custom `template`: the template)
 *   sk: `$<entity>_<version>#<attr>_<value>...`
 *
 * then cased per key (`casing`; ElectroDB's default lowercases the whole key).
 * Only what our entities use is supported: composite arrays or templates,
 * casing, no collections, clustered/composite index types, scopes,
 * conditions, projections, casts or key-field attributes.
 */
import { ElectroError, ErrorCodes, unsupported } from './errors.js';
import { Schema } from './schema.js';

export const TableIndex = '';

export interface Label {
  name: string;
  label: string;
}

export interface KeyDef {
  field: string;
  casing: string;
  isCustom: boolean;
  labels: Label[];
  facets: string[];
  prefix: string;
  postfix?: string;
}

export interface IndexDef {
  accessPattern: string;
  index: string;
  pk: KeyDef;
  sk?: KeyDef;
  all: { name: string; type: 'pk' | 'sk' }[];
  deconstruct: { pk: (key: unknown) => Record<string, unknown> | null; sk?: (key: unknown) => Record<string, unknown> | null };
}

export function formatKeyCasing(value: string, casing: string | undefined) {
  switch (casing) {
    case 'none':
      return value;
    case 'upper':
      return value.toUpperCase();
    default:
      // 'lower', 'default' and undefined: ElectroDB's DefaultKeyCasing is lower.
      return value.toLowerCase();
  }
}

const commaSeparated = (values: readonly unknown[]) => values.map((value) => `"${value}"`).join(', ');

/** `login#${state}` → [{ label: 'login#', name: 'state' }] (ElectroDB's _parseTemplateKey). */
function parseTemplate(template: string): Label[] {
  const attributes: Label[] = [];
  const current = { label: '', name: '' };
  let type: 'label' | 'name' = 'label';
  for (let i = 0; i < template.length; i++) {
    const char = template[i]!;
    if (char === '{' && template[i - 1] === '$' && type === 'label') type = 'name';
    else if (char === '}' && type === 'name') {
      attributes.push({ name: current.name, label: current.label });
      current.name = '';
      current.label = '';
      type = 'label';
    } else if (char === '$' && template[i + 1] === '{' && type === 'label') continue;
    else current[type] += char;
  }
  if (current.name.length > 0 || current.label.length > 0) attributes.push({ name: current.name, label: current.label });
  return attributes;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Model {
  entity: string;
  version: string;
  service: string;
  schema: Schema;
  /** By access pattern name, in definition order. */
  indexes: Record<string, IndexDef> = {};
  /** By DynamoDB index name ('' = table). */
  byIndex: Record<string, IndexDef> = {};
  /** Composite attribute → the keys it is part of, in ElectroDB's order. */
  byAttr: Record<string, { index: string; type: 'pk' | 'sk' }[]> = {};

  constructor(definition: any) {
    const { model, attributes, indexes } = definition;
    if (!model?.entity) unsupported('models without `model: { entity, version, service }`');
    if (definition.filters) unsupported('model filters');
    this.entity = model.entity;
    this.version = model.version;
    this.service = model.service;
    const fields = new Set(Object.entries(attributes).map(([name, attribute]: [string, any]) => attribute.field ?? name));

    for (const [accessPattern, index] of Object.entries<any>(indexes)) {
      for (const option of ['collection', 'type', 'condition', 'scope', 'projection'] as const) {
        if (index[option] !== undefined) unsupported(`index option "${option}" (${accessPattern})`);
      }
      const indexName: string = index.index || TableIndex;
      if (this.byIndex[indexName]) throw new Error(`electro-lite: duplicate index ${indexName}`);
      const pk = this.keyDef(index.pk, fields);
      const sk = index.sk ? this.keyDef(index.sk, fields) : undefined;
      const def: IndexDef = {
        accessPattern,
        index: indexName,
        pk,
        sk,
        all: [...pk.facets.map((name) => ({ name, type: 'pk' as const })), ...(sk?.facets ?? []).map((name) => ({ name, type: 'sk' as const }))],
        deconstruct: { pk: () => null },
      };
      this.setPrefixes(def);
      def.deconstruct = { pk: this.deconstructor(pk, definition.attributes), sk: sk && this.deconstructor(sk, definition.attributes) };
      this.indexes[accessPattern] = def;
      this.byIndex[indexName] = def;
      for (const { name, type } of def.all) (this.byAttr[name] ??= []).push({ index: indexName, type });
    }
    const table = this.byIndex[TableIndex];
    if (!table) unsupported('models without a primary index');
    this.schema = new Schema(attributes, table.all.map(({ name }) => name));
  }

  private keyDef(key: any, attributeFields: Set<string>): KeyDef {
    if (key.cast !== undefined) unsupported('key "cast"');
    // ElectroDB writes `facets` onto the index definitions it is given (shared objects like byIdIndex): accept its own copy.
    const expected = typeof key.template === 'string' && key.template.length > 0 ? key.template : key.composite;
    if (key.facets !== undefined && JSON.stringify(key.facets) !== JSON.stringify(expected)) unsupported('key "facets"');
    if (attributeFields.has(key.field)) unsupported(`an index field that is also an attribute field (${key.field})`);
    const casing = ['none', 'upper', 'lower', 'default'].includes(key.casing) ? key.casing : 'default';
    if (typeof key.template === 'string' && key.template.length > 0) {
      const labels = parseTemplate(key.template);
      return { field: key.field, casing, isCustom: true, labels, facets: labels.map(({ name }) => name).filter(Boolean), prefix: '' };
    }
    const composite: string[] = key.composite ?? [];
    return { field: key.field, casing, isCustom: false, labels: composite.map((name) => ({ name, label: name })), facets: [...composite], prefix: '' };
  }

  /** `$service` on the pk, `$entity_version` on the sk (or appended to the pk when there is no sk). */
  private setPrefixes(def: IndexDef) {
    let pk = `$${this.service}`;
    const sk = `$${this.entity}_${this.version}`;
    if (!def.sk) pk += sk;
    if (!def.pk.isCustom) def.pk.prefix = formatKeyCasing(pk, def.pk.casing);
    if (def.sk && !def.sk.isCustom) {
      def.sk.prefix = formatKeyCasing(sk, def.sk.casing);
      def.sk.postfix = '';
    }
  }

  /** Parses a stored key back into composite attributes (null when it is not this entity's key). */
  private deconstructor(key: KeyDef, attributes: Record<string, any>) {
    let pattern = `^${escape(key.prefix || '')}`;
    const names: string[] = [];
    const types: string[] = [];
    for (const { name, label } of key.labels) {
      if (key.isCustom && !name && label) pattern += escape(label);
      else if (key.isCustom) pattern += `${escape(label ?? '')}(.+)`;
      else pattern += `#${escape(label ?? name)}_(.+)`;
      names.push(name);
      if (attributes[name]) types.push(attributes[name].type);
    }
    if (typeof key.postfix === 'string') pattern += escape(key.postfix);
    const regex = new RegExp(`${pattern}$`, 'i');
    return (value: unknown) => {
      if (typeof value !== 'string' && typeof value !== 'number') return null;
      const match = `${value}`.match(regex);
      if (!match) return null;
      const results: Record<string, unknown> = {};
      names.forEach((name, i) => {
        let part: unknown = match[i + 1];
        if (types[i] === 'number') part = parseFloat(part as string);
        else if (types[i] === 'boolean') part = part === 'true';
        if (name && part !== undefined) results[name] = part;
      });
      return results;
    };
  }

  /** ElectroDB's _makeKey: the prefix, then `#label_value` per composite until one is missing. */
  makeKey(key: KeyDef, supplied: Record<string, unknown>, excludeLabelTail = false): string {
    let value = key.prefix;
    let found = 0;
    for (const { name, label } of key.labels) {
      if (supplied[name] === undefined && excludeLabelTail) break;
      value += key.isCustom ? label : `#${label}_`;
      if (supplied[name] === undefined) break;
      found++;
      value += `${supplied[name]}`;
    }
    if (found === key.labels.length && typeof key.postfix === 'string') value += key.postfix;
    return formatKeyCasing(value, key.casing);
  }

  /** ElectroDB's _makeIndexKeys: the pk and one sk per sort-key attribute set given. */
  makeIndexKeys(index: string, pkAttributes: Record<string, unknown>, skAttributes: Record<string, unknown>[], excludeLabelTail = false) {
    const def = this.byIndex[index];
    if (!def) throw new Error(`Invalid index: ${index}`);
    const pk = this.makeKey(def.pk, pkAttributes);
    const sk: string[] = [];
    if (def.sk) for (const attributes of skAttributes.length ? skAttributes : [{}]) sk.push(this.makeKey(def.sk, attributes, excludeLabelTail));
    return { pk, sk };
  }

  /** { [pkField]: pk, [skField]: sk } */
  parameterKey(index: string, pk: unknown, sk?: unknown) {
    const def = this.byIndex[index]!;
    const key: Record<string, unknown> = { [def.pk.field]: pk };
    if (def.sk && sk !== undefined) key[def.sk.field] = sk;
    return key;
  }

  /** ElectroDB's _expectFacets: the named attributes, throwing when any is missing. */
  expectFacets(obj: Record<string, unknown>, properties: string[], type = 'key composite attributes') {
    const missing: string[] = [];
    const matching: Record<string, unknown> = {};
    for (const name of properties) {
      if (obj[name] === undefined) missing.push(name);
      else matching[name] = obj[name];
    }
    if (missing.length) {
      throw new ElectroError(ErrorCodes.IncompleteCompositeAttributes, `Incomplete or invalid ${type} supplied. Missing properties: ${commaSeparated(missing)}`);
    }
    return matching;
  }

  /**
   * ElectroDB's _getIndexImpact (no index conditions): which keys the given
   * attributes change, and the indexes whose composites are only partly known.
   */
  indexImpact(attributes: Record<string, unknown>, included: Record<string, unknown>) {
    const includedFacets = Object.keys(included);
    const impactedIndexes: Record<string, { pk?: string[]; sk?: string[] }> = {};
    const impactedIndexTypes: Record<string, { pk?: string; sk?: string }> = {};
    const completedIndexes: string[] = [];
    for (const [attribute, indexes] of Object.entries(this.byAttr)) {
      if (attributes[attribute] === undefined) continue;
      for (const { index, type } of indexes) {
        ((impactedIndexes[index] ??= {})[type] ??= []).push(attribute);
        (impactedIndexTypes[index] ??= {})[type] = type === 'pk' ? this.byIndex[index]!.pk.field : this.byIndex[index]!.sk!.field;
      }
    }
    const incomplete: { index: string; missing: string[] }[] = [];
    for (const [index, def] of Object.entries(this.byIndex)) {
      const impacted = impactedIndexes[index];
      const missing: string[] = [];
      if (impacted) {
        const pkFacets = def.pk.facets;
        const skFacets = def.sk?.facets ?? [];
        const missingPk = impacted.pk && impacted.pk.length !== pkFacets.length;
        const missingSk = impacted.sk && impacted.sk.length !== skFacets.length;
        if (missingPk) missing.push(...pkFacets.filter((attr) => !impacted.pk!.includes(attr) && !includedFacets.includes(attr)));
        if (missingSk) missing.push(...skFacets.filter((attr) => !impacted.sk!.includes(attr) && !includedFacets.includes(attr)));
        if (!missingPk && !missingSk) completedIndexes.push(index);
      }
      if (missing.length) incomplete.push({ index, missing });
    }
    return { incomplete, completedIndexes, impactedIndexTypes };
  }

  /** Throws ElectroDB's "Incomplete composite attributes" error when a key cannot be fully rebuilt. */
  expectIndexFacets(attributes: Record<string, unknown>, included: Record<string, unknown>) {
    const impact = this.indexImpact(attributes, included);
    if (impact.incomplete.length) {
      const patterns = impact.incomplete.map(({ index }) => this.byIndex[index]!.accessPattern);
      const missing = impact.incomplete.flatMap(({ missing }) => missing);
      throw new ElectroError(
        ErrorCodes.IncompleteCompositeAttributes,
        `Incomplete composite attributes: Without the composite attributes ${commaSeparated(missing)} the following access patterns cannot be updated: ${commaSeparated(
          patterns,
        )}. If a composite attribute is readOnly and cannot be set, use the 'composite' chain method on update to supply the value for key formatting purposes.`,
      );
    }
    return impact;
  }

  /** Key fields (and their values) a put writes: every index whose composites are all present. */
  putKeys(pk: Record<string, unknown>, sk: Record<string, unknown> | undefined, set: Record<string, unknown>) {
    const keyAttributes = { ...sk, ...pk };
    const { completedIndexes } = this.expectIndexFacets({ ...set }, { ...keyAttributes });
    if (!completedIndexes.includes(TableIndex)) completedIndexes.push(TableIndex);
    const updatedKeys: Record<string, unknown> = {};
    const indexKey: Record<string, unknown> = {};
    for (const index of completedIndexes) {
      const keys = this.makeIndexKeys(index, { ...keyAttributes, ...set }, [{ ...keyAttributes, ...set }]);
      const def = this.byIndex[index]!;
      if (index === TableIndex) {
        indexKey[def.pk.field] = keys.pk;
        if (def.sk) indexKey[def.sk.field] = keys.sk[0];
      }
      if (keys.pk !== undefined && keys.pk !== '') updatedKeys[def.pk.field] = keys.pk;
      if (def.sk && keys.sk[0] !== undefined && keys.sk[0] !== '') updatedKeys[def.sk.field] = keys.sk[0];
    }
    return { indexKey, updatedKeys };
  }

  /** Key fields an update rewrites (the keys its attributes are part of) or removes (their composites removed). */
  updatedKeys(pk: Record<string, unknown>, sk: Record<string, unknown>, set: Record<string, unknown>, removed: Record<string, unknown>, composite: Record<string, unknown>) {
    const keyAttributes = { ...sk, ...pk };
    const complete = this.expectIndexFacets({ ...set }, { ...composite, ...keyAttributes });
    const removedImpact = this.expectIndexFacets({ ...removed }, { ...keyAttributes });
    complete.impactedIndexTypes[TableIndex] ??= { pk: 'pk', sk: 'sk' };
    const attributes = { ...composite, ...set, ...keyAttributes };
    let deletedKeys: string[] = [];
    for (const keys of Object.values(removedImpact.impactedIndexTypes)) deletedKeys = deletedKeys.concat(Object.values(keys) as string[]);
    const updatedKeys: Record<string, unknown> = {};
    const indexKey: Record<string, unknown> = {};
    for (const [index, keyTypes] of Object.entries(complete.impactedIndexTypes)) {
      const def = this.byIndex[index]!;
      const made = this.makeIndexKeys(index, attributes, [attributes]);
      const keys = { pk: keyTypes.pk ? made.pk : undefined, sk: keyTypes.sk ? made.sk : [] };
      if (index === TableIndex) {
        indexKey[def.pk.field] = keys.pk;
        if (def.sk) indexKey[def.sk.field] = keys.sk[0];
      } else if (keys.sk.length === 0 && def.sk && def.sk.facets.length === 0) {
        // A GSI sort key without composites is constant: written whenever its pk is (else the item is not queryable).
        // (ElectroDB appends the postfix whenever a prefix is defined, even an undefined one.)
        const value = `${def.sk.prefix}${def.sk.postfix}`;
        if (value) keys.sk.push(value);
      }
      if (keys.pk) updatedKeys[def.pk.field] = keys.pk;
      if (def.sk && keys.sk[0]) updatedKeys[def.sk.field] = keys.sk[0];
    }
    return { indexKey, updatedKeys, deletedKeys };
  }

  /** ElectroDB's _formatKeysToItem: a stored key as composite attributes, or null when not this entity's. */
  keysToItem(index: string, keys: Record<string, unknown>) {
    if (keys === null || typeof keys !== 'object' || Object.keys(keys).length === 0) return keys;
    let parts = this.deconstructIndex(index, keys);
    if (parts === null) return null;
    if (index !== TableIndex) {
      const tableParts = this.deconstructIndex(TableIndex, keys);
      if (tableParts === null) return null;
      parts = { ...parts, ...tableParts };
    }
    const table = this.byIndex[TableIndex]!;
    if ((Object.keys(parts).length === 0 && table.all.length > 0) || table.all.some(({ name }) => (parts as Record<string, unknown>)[name] === undefined)) return null;
    return parts;
  }

  private deconstructIndex(index: string, keys: Record<string, unknown>) {
    const def = this.byIndex[index];
    if (!def) return null;
    const pk = keys[def.pk.field];
    if (pk === undefined) return null;
    const pkParts = def.deconstruct.pk(pk);
    if (pkParts === null) return null;
    let skParts = {};
    if (def.sk) {
      const sk = keys[def.sk.field];
      if (sk === undefined) return null;
      const parsed = def.deconstruct.sk!(sk);
      if (parsed === null) return null;
      skParts = parsed;
    }
    return { ...pkParts, ...skParts };
  }

  /** ElectroDB's ownsKeys: the item's table keys have this entity's shape. */
  ownsKeys(key: Record<string, any>) {
    const { pk, sk } = this.byIndex[TableIndex]!;
    const pkMatch = typeof key[pk.field] === 'string' && key[pk.field].startsWith(pk.prefix) && (!pk.postfix || key[pk.field].endsWith(pk.postfix));
    let skMatch = pkMatch && !sk;
    if (pkMatch && sk) {
      const value = key[sk.field];
      if (typeof value === 'number') skMatch = false;
      else if (typeof value === 'string') skMatch = (!sk.prefix || value.startsWith(sk.prefix)) && (!sk.postfix || value.endsWith(sk.postfix));
    }
    return pkMatch && skMatch && this.keysToItem(TableIndex, key) !== null;
  }

  ownsItem(item: Record<string, unknown> | undefined) {
    return !!item && item.__edb_e__ === this.entity && item.__edb_v__ === this.version && typeof item.__edb_e__ === 'string' && item.__edb_e__.length > 0 && typeof item.__edb_v__ === 'string' && item.__edb_v__.length > 0;
  }
}
