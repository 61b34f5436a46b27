/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Attributes: validation on writes, setters (incl. `watch`), defaults, field
 * renames, and formatting of stored items on reads. Mirrors ElectroDB's
 * schema.js for the attribute kinds our entities use: string, number,
 * boolean, enum arrays, 'any', list (items) and map (properties). Sets,
 * custom types, padding, `cast`, `get` and `validate` are rejected at build time.
 */
import { ElectroAttributeValidationError, ElectroValidationError, unsupported } from './errors.js';

const TYPES = ['string', 'number', 'boolean', 'enum', 'any', 'list', 'map'];

type Siblings = () => Record<string, unknown>;

function valueType(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return typeof value;
  if (Array.isArray(value)) return 'array';
  const name = (value as object).constructor?.name;
  if ((value as any).wrapperName === 'Set') return 'aws_set';
  if (name === 'Set') return 'set';
  if (name === 'Map') return 'map';
  if (name === 'Object') return 'object';
  return 'unknown';
}

const commaSeparated = (values: readonly unknown[]) => values.map((value) => `"${value}"`).join(', ');

/** Attribute paths as ElectroDB registers them: `author.firstName`, `tags[*]`. */
class Traverser {
  paths: Map<string, Attribute>;
  children = new Map<string, Attribute>();
  constructor(readonly parent?: Traverser) {
    this.paths = parent ? parent.paths : new Map();
  }
  setPath(path: string, attribute: Attribute) {
    this.paths.set(path, attribute);
  }
  getPath(path: string) {
    return this.paths.get(path.replace(/\[\d+\]/g, '[*]'));
  }
}

interface Definition {
  name: string;
  field?: string;
  type?: any;
  required?: boolean;
  readOnly?: boolean;
  hidden?: boolean;
  default?: unknown;
  set?: (value: unknown, siblings: Record<string, unknown>) => unknown;
  watch?: string[];
  items?: any;
  properties?: Record<string, any>;
  isRoot?: boolean;
  parentType?: string;
  parentPath?: string;
  traverser?: Traverser;
  watchedBy?: string[];
}

export class Attribute {
  name: string;
  field: string;
  readOnly: boolean;
  required: boolean;
  type: string;
  enumArray: readonly unknown[] = [];
  path: string;
  traverser: Traverser;
  watching: Record<string, string>;
  watchedBy: Record<string, string>;
  default: () => unknown;
  hasSetter: boolean;
  protected setter?: Definition['set'];
  isRoot: boolean;

  constructor(definition: Definition) {
    for (const key of ['get', 'validate', 'cast', 'padding', 'label', 'hidden', 'watchAll'] as const) {
      if ((definition as any)[key] !== undefined && (definition as any)[key] !== false) unsupported(`attribute option "${key}" (${definition.name})`);
    }
    if ((definition as any).watch === '*') unsupported('watch: "*"');
    this.name = definition.name;
    this.field = definition.field || definition.name;
    this.readOnly = !!definition.readOnly;
    this.required = !!definition.required;
    this.isRoot = !!definition.isRoot;
    const fallback = definition.default;
    this.default = typeof fallback === 'function' ? () => (fallback as () => unknown)() : () => fallback;
    if (Array.isArray(definition.type)) {
      this.type = 'enum';
      this.enumArray = [...definition.type];
    } else {
      this.type = definition.type || 'string';
    }
    if (!TYPES.includes(this.type)) unsupported(`attribute type "${this.type}" (${definition.name})`);
    this.watching = Object.fromEntries((definition.watch ?? []).map((name) => [name, name]));
    this.watchedBy = Object.fromEntries((definition.watchedBy ?? []).map((name) => [name, name]));
    const parentPath = definition.parentPath;
    const isItem = definition.parentType === 'list';
    this.path = !parentPath ? this.name : isItem ? `${parentPath}[*]` : this.type === 'any' ? `${parentPath}.*` : `${parentPath}.${this.name}`;
    const fieldPath = !definition.parentType ? this.field : isItem ? `${definition.parentType}[*]` : `${definition.parentType}.${this.field}`;
    this.traverser = new Traverser(definition.traverser);
    this.traverser.setPath(this.path, this);
    this.traverser.setPath(fieldPath, this);
    definition.traverser?.children.set(this.name, this);
    this.hasSetter = typeof definition.set === 'function';
    this.setter = definition.set;
  }

  isWatcher() {
    return Object.keys(this.watching).length > 0;
  }

  /** Values in conditions: strings for string and enum attributes (ElectroDB applies its empty prefix/postfix). */
  applyFixings(value: unknown) {
    if (value === undefined) return undefined;
    return this.type === 'string' || this.type === 'enum' ? `${value}` : value;
  }

  getChild(name: string): Attribute | undefined {
    if (this.type === 'any') return this;
    if (!isNaN(name as any) && this.type === 'list') return this.traverser.children.get('*');
    return this.traverser.children.get(name);
  }

  /** Formats a stored value for reads. */
  get(value: unknown, _siblings: Siblings): unknown {
    return value;
  }

  /** Applies the attribute's `set` (before writing). */
  set(value: unknown, siblings: Siblings): unknown {
    return this.setter ? this.setter(value, siblings()) : value;
  }

  protected isType(value: unknown): [boolean, ElectroAttributeValidationError[]] {
    if (value === undefined) {
      const reason = this.required ? [new ElectroAttributeValidationError(this.path, `Invalid value type at entity path: "${this.path}". Value is required.`)] : [];
      return [!this.required, reason];
    }
    if (this.type === 'enum') {
      if (this.enumArray.includes(value)) return [true, []];
      return [
        false,
        [new ElectroAttributeValidationError(this.path, `Invalid value type at entity path: "${this.path}". Value not found in set of acceptable values: ${commaSeparated(this.enumArray)}`)],
      ];
    }
    if (this.type === 'any') return [true, []];
    if (typeof value === this.type) return [true, []];
    return [
      false,
      [
        new ElectroAttributeValidationError(
          this.path,
          `Invalid value type at entity path: "${this.path}". Received value of type "${typeof value}", expected value of type "${this.type}"`,
        ),
      ],
    ];
  }

  isValid(value: unknown): [boolean, ElectroAttributeValidationError[]] {
    try {
      return this.isType(value);
    } catch (err) {
      return [false, [err as ElectroAttributeValidationError]];
    }
  }

  /** The value to store: the given one, else the default. */
  val(value: unknown): unknown {
    return value === undefined ? this.default() : value;
  }

  getValidate(value: unknown) {
    value = this.val(value);
    const [isValid, errors] = this.isValid(value);
    if (!isValid) throw new ElectroValidationError(errors);
    return value;
  }
}

class MapAttribute extends Attribute {
  properties: Record<string, Attribute>;

  constructor(definition: Definition) {
    super(definition);
    if (!definition.properties || typeof definition.properties !== 'object') unsupported(`map without properties (${definition.name})`);
    this.properties = normalizeAttributes(definition.properties, { parentType: this.type, parentPath: this.path, traverser: this.traverser }).attributes;
  }

  override get(values: any, _siblings: Siblings): unknown {
    if (values === undefined) return undefined;
    const data: Record<string, unknown> = {};
    for (const [name, attribute] of Object.entries(this.properties)) {
      if (values[attribute.field] !== undefined) {
        const result = attribute.get(values[attribute.field], () => ({ ...values }));
        if (result !== undefined) data[name] = result;
      }
    }
    return data;
  }

  override set(values: any, siblings: Siblings): unknown {
    if (values === undefined) return this.setter ? this.setter(values, siblings()) : undefined;
    const data: Record<string, unknown> = {};
    for (const [name, attribute] of Object.entries(this.properties)) {
      if (values[name] !== undefined) {
        const result = attribute.set(values[name], () => ({ ...values }));
        if (result !== undefined) data[attribute.field] = result;
      }
    }
    return this.setter ? this.setter(data, siblings()) : data;
  }

  protected override isType(value: unknown): [boolean, ElectroAttributeValidationError[]] {
    if (value === undefined) return super.isType(value);
    const type = valueType(value);
    if (type !== 'object') {
      return [
        false,
        [new ElectroAttributeValidationError(this.path, `Invalid value type at entity path "${this.path}. Received value of type "${type}", expected value of type "object"`)],
      ];
    }
    const errors: ElectroAttributeValidationError[] = [];
    for (const child of Object.keys(this.properties)) {
      const [isValid, childErrors] = this.properties[child]!.isValid((value as any)[child]);
      if (!isValid) errors.push(...childErrors);
    }
    return [errors.length === 0, errors];
  }

  /** Keeps only the declared properties (ElectroDB drops the rest). */
  override val(value: unknown): unknown {
    const incomingIsEmpty = value === undefined;
    let fromDefault = false;
    let data = value;
    if (value === undefined) {
      data = this.default();
      if (data !== undefined) fromDefault = true;
    }
    if (data === undefined) return data;
    if (valueType(data) !== 'object') {
      throw new ElectroAttributeValidationError(this.path, `Invalid value type at entity path: "${this.path}". Expected value to be an object to fulfill attribute type "${this.type}"`);
    }
    const response: Record<string, unknown> = {};
    for (const [name, attribute] of Object.entries(this.properties)) {
      const result = attribute.val((data as any)[attribute.name]);
      if (result !== undefined) response[name] = result;
    }
    if (Object.keys(response).length === 0 && !fromDefault && this.isRoot && !this.required && incomingIsEmpty) return undefined;
    return response;
  }
}

class ListAttribute extends Attribute {
  items: Attribute;

  constructor(definition: Definition) {
    super(definition);
    this.items = normalizeAttributes({ '*': { ...definition.items } }, { parentType: this.type, parentPath: this.path, traverser: this.traverser }).attributes['*']!;
  }

  override get(values: any, _siblings: Siblings): unknown {
    const data: unknown[] = [];
    if (values === undefined) return data;
    for (const value of values) {
      const result = this.items.get(value, () => [...values] as any);
      if (result !== undefined) data.push(result);
    }
    return data;
  }

  override set(values: any, siblings: Siblings): unknown {
    if (values === undefined) return this.setter ? this.setter(values, siblings()) : values;
    const data: unknown[] = [];
    for (const value of values) {
      const result = this.items.set(value, () => [...values] as any);
      if (result !== undefined) data.push(result);
    }
    return this.setter ? this.setter(data, siblings()) : data;
  }

  protected override isType(value: unknown): [boolean, ElectroAttributeValidationError[]] {
    if (value === undefined) return super.isType(value);
    const type = valueType(value);
    if (type !== 'array') {
      return [
        false,
        [new ElectroAttributeValidationError(this.path, `Invalid value type at entity path "${this.path}. Received value of type "${type}", expected value of type "array"`)],
      ];
    }
    const errors: ElectroAttributeValidationError[] = [];
    (value as unknown[]).forEach((item, i) => {
      const [isValid, itemErrors] = this.items.isValid(item);
      if (!isValid) {
        for (const err of itemErrors) {
          if (err instanceof ElectroAttributeValidationError) err.index = i;
          errors.push(err);
        }
      }
    });
    return [errors.length === 0, errors];
  }

  override val(value: unknown): unknown {
    const data = value === undefined ? this.default() : value;
    if (data === undefined) return data;
    if (!Array.isArray(data)) {
      throw new ElectroAttributeValidationError(this.path, `Invalid value type at entity path "${this.path}. Received value of type "${valueType(value)}", expected value of type "array"`);
    }
    const response: unknown[] = [];
    for (const item of data) {
      const result = this.items.val(item);
      if (result !== undefined) response.push(result);
    }
    return response;
  }
}

function normalizeAttributes(definitions: Record<string, any>, parent: { parentType?: string; parentPath?: string; traverser?: Traverser; isRoot?: boolean }) {
  const attributes: Record<string, Attribute> = {};
  const watchedBy: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(definitions)) {
    for (const watched of (raw.watch as string[] | undefined) ?? []) (watchedBy[watched] ??= []).push(name);
  }
  for (const [name, raw] of Object.entries(definitions)) {
    const attribute = typeof raw === 'string' || Array.isArray(raw) ? { type: raw } : raw;
    const definition: Definition = { ...attribute, name, ...parent, watchedBy: watchedBy[name] ?? [] };
    attributes[name] =
      attribute.type === 'map' ? new MapAttribute(definition) : attribute.type === 'list' ? new ListAttribute(definition) : new Attribute(definition);
  }
  return { attributes };
}

/** The model's attributes, with field translations and the watch graph for setters. */
export class Schema {
  attributes: Record<string, Attribute>;
  traverser = new Traverser();
  translationForTable: Record<string, string> = {};
  translationForRetrieval: Record<string, string> = {};
  readOnly: string[];
  private watchers: Record<string, Record<string, string>> = {};
  private watcherAttributes: Record<string, Record<string, string>> = {};
  private hasWatchers: boolean;

  /** `primaryComposites`: the primary index's composite attributes, read-only like in ElectroDB (keys never change). */
  constructor(definitions: Record<string, any>, primaryComposites: string[]) {
    this.attributes = normalizeAttributes(definitions, { traverser: this.traverser, isRoot: true }).attributes;
    for (const name of primaryComposites) if (this.attributes[name]) this.attributes[name].readOnly = true;
    for (const attribute of Object.values(this.attributes)) {
      this.translationForTable[attribute.name] = attribute.field;
      this.translationForRetrieval[attribute.field] = attribute.name;
    }
    this.readOnly = Object.values(this.attributes)
      .filter((attribute) => attribute.readOnly)
      .map((attribute) => attribute.name);
    // ElectroDB's translationForWatching.set: watchers with a setter are applied after the attributes they watch.
    this.hasWatchers = false;
    for (const [name, attribute] of Object.entries(this.attributes)) {
      if (attribute.isWatcher() && attribute.hasSetter) {
        this.hasWatchers = true;
        this.watcherAttributes[name] = attribute.watching;
      } else {
        this.watchers[name] = {};
        for (const watcher of Object.keys(attribute.watchedBy)) {
          if (this.attributes[watcher]?.hasSetter) this.watchers[name]![watcher] = watcher;
        }
      }
    }
  }

  getAttribute(path: string) {
    return this.traverser.getPath(path);
  }

  getFieldName(name: string) {
    return this.translationForTable[name];
  }

  private mutate(method: 'get' | 'set', include: Record<string, unknown>, avoid: Record<string, unknown>, payload: Record<string, unknown>) {
    const data = { ...payload };
    const siblings = () => ({ ...payload });
    for (const path of Object.keys(include)) {
      const attribute = this.getAttribute(path);
      if (attribute !== undefined && avoid[path] === undefined) data[path] = attribute[method](payload[path], siblings);
    }
    return data;
  }

  applyAttributeSetters(payload: Record<string, unknown> = {}) {
    const data = this.mutate('set', payload, this.watcherAttributes, payload);
    if (!this.hasWatchers) return data;
    let triggered: Record<string, string> = {};
    for (const attribute of Object.keys(data)) {
      const watchers = this.watchers[attribute];
      if (watchers !== undefined) triggered = { ...triggered, ...watchers };
    }
    return this.mutate('set', { ...data, ...triggered }, this.watchers, data);
  }

  translateFromFields(item: Record<string, unknown>) {
    const data: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(item)) {
      const name = this.translationForRetrieval[field];
      if (name) data[name] = value;
    }
    return data;
  }

  translateToFields(payload: Record<string, unknown>) {
    const record: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(payload)) {
      if (value !== undefined) record[this.getFieldName(name)!] = value;
    }
    return record;
  }

  /** create/put: every attribute validated, defaults filled. */
  checkCreate(payload: Record<string, unknown> = {}) {
    const record: Record<string, unknown> = {};
    for (const attribute of Object.values(this.attributes)) record[attribute.name] = attribute.getValidate(payload[attribute.name]);
    return record;
  }

  /** set/add/...: each given attribute validated (the values written are the given ones). */
  checkUpdate(payload: Record<string, unknown> = {}) {
    for (const [path, value] of Object.entries(payload)) {
      const attribute = this.traverser.paths.get(path);
      if (attribute === undefined) continue;
      if (attribute.readOnly) throw new ElectroAttributeValidationError(attribute.path, `Attribute "${attribute.path}" is Read-Only and cannot be updated`);
      attribute.getValidate(value);
    }
  }

  checkRemove(paths: string[] = []) {
    for (const path of paths) {
      const attribute = this.traverser.getPath(path);
      if (!attribute) throw new ElectroAttributeValidationError(path, `Attribute "${path}" does not exist on model.`);
      if (attribute.readOnly) throw new ElectroAttributeValidationError(attribute.path, `Attribute "${attribute.path}" is Read-Only and cannot be removed`);
      if (attribute.required) throw new ElectroAttributeValidationError(attribute.path, `Attribute "${attribute.path}" is Required and cannot be removed`);
    }
  }

  /** data((attr, op) => ...) operations, checked after the callback ran. */
  checkOperation(attribute: Attribute, operation: string, value: unknown) {
    if (attribute.required && operation === 'remove') {
      throw new ElectroAttributeValidationError(attribute.path, `Attribute "${attribute.path}" is Required and cannot be removed`);
    }
    if (attribute.readOnly) throw new ElectroAttributeValidationError(attribute.path, `Attribute "${attribute.path}" is Read-Only and cannot be updated`);
    return value === undefined ? undefined : attribute.getValidate(value);
  }

  /** A stored item as the entity returns it: fields renamed, unknown fields (keys, identifiers) dropped. */
  formatItemForRetrieval(item: Record<string, unknown>, attributes: string[] = []) {
    const data = this.mutate('get', this.translateFromFields(item), {}, this.translateFromFields(item));
    if (attributes.length) {
      const keep = new Set(attributes);
      for (const name of Object.keys(data)) if (!keep.has(name)) delete data[name];
    }
    return data;
  }
}
