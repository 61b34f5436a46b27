/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Expression builders: placeholder naming, condition/filter text and update
 * expressions. A close port of ElectroDB's operations.js, update.js, where.js,
 * filterOperations.js and updateOperations.js, because the exact placeholder
 * names (`#status`, `:status0`, `:currentAttendees_u0`...) and clause order are
 * part of the requests this runtime must reproduce byte for byte.
 */
import type { Attribute } from './schema.js';
import { ElectroError, ErrorCodes } from './errors.js';

/** Placeholder base for an attribute name: word characters only, suffixed `_2`, `_3`... when taken by another name. */
export function formatExpressionName(name: string, seen: Map<string, string>): string {
  const nameWasNotANumber = isNaN(name as any);
  const originalName = `${name}`;
  let formattedName = originalName.replaceAll(/[^\w]/g, '');
  if (formattedName.length === 0) formattedName = 'p';
  else if (nameWasNotANumber !== isNaN(formattedName as any)) formattedName = `p${formattedName}`;
  const originalFormattedName = formattedName;
  let nameSuffix = 1;
  while (seen.has(formattedName) && seen.get(formattedName) !== originalName) {
    formattedName = `${originalFormattedName}_${++nameSuffix}`;
  }
  seen.set(formattedName, originalName);
  return formattedName;
}

export interface Paths {
  json: string;
  expression: string;
  prop: string;
}

export class ExpressionState {
  names: Record<string, string> = {};
  values: Record<string, unknown> = {};
  paths: Record<string, { value: unknown; name: string }> = {};
  counts: Record<string, number> = {};
  impacted: Record<string, string> = {};
  refs: Record<string, Attribute> = {};
  expression = '';
  prefix: string;
  private seenNames = new Map<string, string>();
  type = '';

  constructor(prefix = '') {
    this.prefix = prefix;
  }

  formatName(name = '') {
    return formatExpressionName(name, this.seenNames);
  }

  setName(paths: Partial<Paths>, name: string, value: string): Paths {
    name = this.formatName(name);
    const prop = `#${name}`;
    if (Object.keys(paths).length === 0) {
      this.names[prop] = value;
      return { json: name, expression: prop, prop };
    }
    if (isNaN(name as any)) {
      this.names[prop] = value;
      return { json: `${paths.json}.${name}`, expression: `${paths.expression}.${prop}`, prop };
    }
    // A list index: `#waitlist[0]`, no name placeholder.
    return { json: `${paths.json}[${name}]`, expression: `${paths.expression}[${name}]`, prop };
  }

  setValue(name: string, value: unknown): string {
    const formatted = this.formatName(name);
    this.counts[formatted] ??= 0;
    const expression = `:${formatted}${this.prefix}${this.counts[formatted]++}`;
    this.values[expression] = value;
    return expression;
  }

  setPath(path: string, value: { value: unknown; name: string }) {
    this.paths[path] = value;
  }

  setImpacted(operation: string, path: string, ref: Attribute) {
    this.impacted[path] = operation;
    this.refs[path] = ref;
  }
}

const OPERATION_ORDER = ['set', 'remove', 'add', 'subtract', 'delete'] as const;

/** An UpdateExpression under construction: clauses grouped SET, REMOVE, ADD, DELETE in ElectroDB's order. */
export class UpdateExpression extends ExpressionState {
  operations: Record<string, Set<string>> = Object.fromEntries(OPERATION_ORDER.map((type) => [type, new Set<string>()]));
  composites: Record<string, unknown> = {};
  private seenSets = new Map<string, { name: Paths; value: string; expression: string }>();
  override type = 'update';

  constructor() {
    super('_u');
  }

  addComposite(attrName: string, value: unknown) {
    if (value !== undefined && (this.composites[attrName] === undefined || this.composites[attrName] === value)) {
      this.composites[attrName] = value;
      return true;
    }
    return false;
  }

  add(type: string, expression: string) {
    this.operations[type]!.add(expression);
  }

  /** SET field = value for a raw field (keys, identifiers): the latest call replaces an earlier one. */
  set(name: string, value: unknown) {
    const seen = this.seenSets.get(name);
    let n: Paths;
    let v: string;
    if (seen) {
      n = seen.name;
      v = seen.value;
      this.operations.set!.delete(seen.expression);
    } else {
      n = this.setName({}, name, name);
      v = this.setValue(name, value);
    }
    const expression = `${n.prop} = ${v}`;
    this.seenSets.set(name, { name: n, value: v, expression });
    this.add('set', expression);
  }

  updateValue(name: string, value: unknown) {
    this.values[name] = value;
  }

  remove(name: string) {
    const n = this.setName({}, name, name);
    this.add('remove', n.prop);
  }

  build() {
    return OPERATION_ORDER.filter((type) => this.operations[type]!.size > 0)
      .map((type) => `${type.toUpperCase()} ${Array.from(this.operations[type]!).join(', ')}`)
      .join(' ');
  }
}

/** A ConditionExpression or FilterExpression under construction. */
export class FilterExpression extends ExpressionState {
  override type = 'filter';

  private static trim(expression: unknown) {
    return typeof expression === 'string' && expression.length > 0 ? expression.replace(/\n|\r/g, '').trim() : '';
  }

  add(newExpression: string) {
    const existing = this.expression;
    if (typeof existing === 'string' && existing.length > 0) {
      const trimmed = FilterExpression.trim(newExpression);
      if (!trimmed.replace(/\n|\r|\w/g, '').trim()) return;
      const wrapped = !existing.startsWith('(') && !existing.endsWith(')') ? `(${existing})` : existing;
      this.expression = `${wrapped} AND ${trimmed}`;
    } else {
      this.expression = FilterExpression.trim(newExpression);
    }
  }

  /** Applies an operation on a raw field name (create's attribute_not_exists(#pk)...). */
  unsafeSet(operation: keyof typeof FilterOperations, name: string, ...values: unknown[]) {
    const names = this.setName({}, name, name);
    const valueExpressions = values.map((value) => this.setValue(name, value));
    this.add((FilterOperations[operation]!.template as any)({}, names.expression, names.prop, ...valueExpressions));
  }

  build() {
    return this.expression;
  }
}

type Template = (...args: any[]) => any;
interface OperationDef {
  template: Template;
  canNest?: boolean;
  rawValue?: boolean;
  rawField?: boolean;
}

export const FilterOperations: Record<string, OperationDef> = {
  escape: { template: (_o, attr) => `${attr}`, rawValue: true },
  size: { template: (_o, _a, name) => `size(${name})` },
  type: { template: (_o, _a, name, value) => `attribute_type(${name}, ${value})` },
  ne: { template: (_o, _a, name, value) => `${name} <> ${value}` },
  eq: { template: (_o, _a, name, value) => `${name} = ${value}` },
  gt: { template: (_o, _a, name, value) => `${name} > ${value}` },
  lt: { template: (_o, _a, name, value) => `${name} < ${value}` },
  gte: { template: (_o, _a, name, value) => `${name} >= ${value}` },
  lte: { template: (_o, _a, name, value) => `${name} <= ${value}` },
  between: { template: (_o, _a, name, v1, v2) => `(${name} between ${v1} and ${v2})` },
  begins: { template: (_o, _a, name, value) => `begins_with(${name}, ${value})` },
  exists: { template: (_o, _a, name) => `attribute_exists(${name})` },
  notExists: { template: (_o, _a, name) => `attribute_not_exists(${name})` },
  contains: { template: (_o, _a, name, value) => `contains(${name}, ${value})` },
  notContains: { template: (_o, _a, name, value) => `not contains(${name}, ${value})` },
  value: { template: (_o, _a, _name, value) => value, canNest: true },
  name: { template: (_o, _a, name) => name, canNest: true },
  eqOrNotExists: { template: (_o, _a, name, value) => `(${name} = ${value} OR attribute_not_exists(${name}))` },
  field: { template: (_o, _a, fieldName) => (fieldName !== undefined ? `${fieldName}` : ''), canNest: true, rawField: true },
};
// ElectroDB decides "takes a value argument" by the template's arity (template.length > 3).
const FILTER_TAKES_VALUE = new Set(['type', 'ne', 'eq', 'gt', 'lt', 'gte', 'lte', 'between', 'begins', 'contains', 'notContains', 'value', 'eqOrNotExists']);

const typeError = (op: string, types: string) => {
  throw new Error(`Invalid Update Attribute Operation: "${op}" Operation can only be performed on attributes with type ${types}.`);
};

const deleteOperation: OperationDef = {
  template: (_o, attr, path, value) =>
    attr.type === 'any' || attr.type === 'set' ? { operation: 'delete', expression: `${path} ${value}` } : typeError('DELETE', '"set" or "any"'),
};

export const UpdateOperations: Record<string, OperationDef> = {
  ifNotExists: { template: (_o, _a, path, value) => ({ operation: 'set', expression: `${path} = if_not_exists(${path}, ${value})` }) },
  name: { canNest: true, template: (_o, _a, path) => path },
  value: { canNest: true, template: (_o, _a, _path, value) => value },
  append: {
    template: (options, attr, path, value) => {
      if (attr.type !== 'any' && attr.type !== 'list') return typeError('APPEND', '"list" or "any"');
      const defaultValue = options.createValue('default_value', []);
      return { operation: 'set', expression: `${path} = list_append(if_not_exists(${path}, ${defaultValue}), ${value})` };
    },
  },
  add: {
    template: (options, attr, path, value, defaultValue) => {
      let type = attr.type;
      if (type === 'any') type = typeof value === 'number' ? 'number' : 'any';
      if (type === 'any' || type === 'set') return { operation: 'add', expression: `${path} ${value}` };
      if (type === 'number') {
        if (options.nestedValue) return { operation: 'set', expression: `${path} = ${path} + ${value}` };
        if (defaultValue !== undefined) return { operation: 'set', expression: `${path} = (if_not_exists(${path}, ${defaultValue}) + ${value})` };
        return { operation: 'add', expression: `${path} ${value}` };
      }
      return typeError('ADD', '"number", "set", or "any"');
    },
  },
  subtract: {
    template: (options, attr, path, value, defaultValue = 0) => {
      if (attr.type !== 'any' && attr.type !== 'number') return typeError('SUBTRACT', '"number" or "any"');
      const resolved =
        typeof defaultValue === 'string' && defaultValue.startsWith(':')
          ? defaultValue
          : options.createValue('default_value', defaultValue !== undefined ? defaultValue : 0);
      return { operation: 'set', expression: `${path} = (if_not_exists(${path}, ${resolved}) - ${value})` };
    },
  },
  set: {
    template: (_o, attr, path, value) =>
      ['set', 'list', 'map', 'enum', 'string', 'number', 'boolean', 'any'].includes(attr.type)
        ? { operation: 'set', expression: `${path} = ${value}` }
        : typeError('SET', '"list", "map", "string", "number", "boolean", or "any"'),
  },
  remove: {
    template: (_o, attr, ...paths) =>
      ['set', 'any', 'list', 'map', 'string', 'number', 'boolean', 'enum'].includes(attr.type)
        ? { operation: 'remove', expression: paths.join(', ') }
        : typeError('REMOVE', '"map", "list", "string", "number", "boolean", or "any"'),
  },
  del: deleteOperation,
  delete: deleteOperation,
};
const UPDATE_TAKES_VALUE = new Set(['ifNotExists', 'value', 'append', 'add', 'subtract', 'set', 'del', 'delete']);

const PROXY = Symbol('attributeProxy');

interface ProxyTarget {
  target: Attribute;
  commit: () => Paths;
}

/**
 * The `attr` and `op` objects handed to where() and data() callbacks: `attr.x`
 * (and `attr.list[0]`, `attr.map.key`) names a path; `op.eq(attr.x, v)` names
 * it and its value in the builder and returns the expression text.
 */
export class AttributeOperationProxy {
  attributes: Record<string, any>;
  operations: Record<string, (...args: any[]) => any>;

  constructor(builder: ExpressionState, attributes: Record<string, Attribute>, kind: 'filter' | 'update') {
    this.attributes = buildAttributes(builder, attributes);
    this.operations = buildOperations(builder, kind === 'filter' ? FilterOperations : UpdateOperations, kind === 'filter' ? FILTER_TAKES_VALUE : UPDATE_TAKES_VALUE);
  }

  invokeCallback(cb: (attr: any, op: any) => unknown) {
    return cb(this.attributes, this.operations);
  }

  /** set/add/subtract/append/delete({ name: value }) on root attribute names. */
  fromObject(operation: string, record: Record<string, unknown>) {
    for (const path of Object.keys(record)) {
      const value = record[path];
      if (value === undefined) continue;
      const attribute = this.attributes[path];
      if (attribute) {
        this.operations[operation]!(attribute, value);
        const { target } = attribute() as ProxyTarget;
        if (target.readOnly) throw new Error(`Attribute "${target.path}" is Read-Only and cannot be updated`);
      }
    }
  }

  /** remove([names]). */
  fromArray(operation: string, paths: string[]) {
    for (const path of paths) {
      if (/[.[]/.test(path)) throw new Error('electro-lite: nested paths in remove([...]) are not supported');
      const attribute = this.attributes[path];
      if (attribute) {
        this.operations[operation]!(attribute);
        const { target } = attribute() as ProxyTarget;
        if (target.readOnly) throw new Error(`Attribute "${target.path}" is Read-Only and cannot be updated`);
        if (operation === 'remove' && target.required) throw new Error(`Attribute "${target.path}" is Required and cannot be removed`);
      }
    }
  }
}

function buildOperations(builder: ExpressionState, operations: Record<string, OperationDef>, takesValue: Set<string>) {
  const ops: Record<string, (...args: any[]) => any> = {};
  const seen = new Map<string, unknown[]>();
  for (const [operation, { template, canNest, rawValue, rawField }] of Object.entries(operations)) {
    ops[operation] = (property: any, ...values: unknown[]) => {
      if (property === undefined) {
        throw new ElectroError(ErrorCodes.InvalidWhere, `Invalid/Unknown property passed in where clause passed to operation: '${operation}'`);
      }
      if (property[PROXY]) {
        const { commit, target } = property() as ProxyTarget;
        const fixedValues = values.map((value) => target.applyFixings(value)).filter((value) => value !== undefined);
        const isFilterBuilder = builder.type === 'filter';
        const takesValueArgument = takesValue.has(operation);
        const isAcceptableValue = fixedValues.every((value) => {
          const seenAttributes = seen.get(value as string);
          return seenAttributes ? seenAttributes.every((v) => v !== undefined) : value !== undefined;
        });
        if (!(isFilterBuilder || !takesValueArgument || (isAcceptableValue && fixedValues.length > 0))) return '';
        const paths = commit();
        const attributeValues: unknown[] = [];
        let hasNestedValue = false;
        for (const fixedValue of fixedValues) {
          if (seen.has(fixedValue as string)) {
            attributeValues.push(fixedValue);
            hasNestedValue = true;
          } else {
            const attributeValueName = builder.setValue(target.name, fixedValue);
            builder.setPath(paths.json, { value: fixedValue, name: attributeValueName });
            attributeValues.push(attributeValueName);
          }
        }
        const options = {
          nestedValue: hasNestedValue,
          createValue: (name: string, value: unknown) => builder.setValue(`${target.name}_${name}`, value),
        };
        const formatted = template(options, target, paths.expression, ...attributeValues);
        builder.setImpacted(operation, paths.json, target);
        if (canNest) {
          seen.set(paths.expression, attributeValues);
          seen.set(formatted, attributeValues);
        }
        if (builder.type === 'update' && formatted && typeof formatted.operation === 'string' && typeof formatted.expression === 'string') {
          (builder as UpdateExpression).add(formatted.operation, formatted.expression);
          return formatted.expression;
        }
        return formatted;
      }
      if (rawValue) {
        const attributeValueName = builder.setValue(property, property);
        builder.setPath(property, { value: property, name: attributeValueName });
        const formatted = template({}, attributeValueName);
        seen.set(attributeValueName, [property]);
        seen.set(formatted, [property]);
        return formatted;
      }
      if (rawField) {
        const { prop, expression } = builder.setName({}, property, property);
        const formatted = template({}, null, prop);
        seen.set(expression, [property]);
        seen.set(formatted, [property]);
        return formatted;
      }
      throw new ElectroError(ErrorCodes.InvalidWhere, `Invalid Attribute in where clause passed to operation '${operation}'. Use injected attributes only.`);
    };
  }
  return ops;
}

function pathProxy(build: () => ProxyTarget & { builder: ExpressionState }): any {
  return new Proxy(() => build(), {
    get: (_, prop) => {
      if (prop === PROXY) return true;
      return pathProxy(() => {
        const { commit, target, builder } = build();
        const attribute = target.getChild(String(prop));
        if (attribute === undefined) throw new Error(`Invalid attribute "${String(prop)}" at path "${target.path}.${String(prop)}"`);
        // Under an 'any' attribute every name is its own field.
        const nestedAny = attribute.type === 'any' && attribute.name !== prop;
        const field = nestedAny ? String(prop) : attribute.field;
        return { builder, target: attribute, commit: () => builder.setName(commit(), String(prop), field) };
      });
    },
  });
}

function buildAttributes(builder: ExpressionState, attributes: Record<string, Attribute>) {
  const attr: Record<string, any> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    Object.defineProperty(attr, name, {
      get: () => pathProxy(() => ({ builder, target: attribute, commit: () => builder.setName({}, attribute.name, attribute.field) })),
    });
  }
  return attr;
}
