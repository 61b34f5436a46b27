/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Entity: ElectroDB's chain API (get/put/create/patch/update/delete/remove,
 * query.<accessPattern>, batch get/put, where/set/add/... , params/go/commit)
 * producing the same DynamoDB parameters and the same results as ElectroDB
 * 3.x (entity.js, clauses.js). Errors raised while building a chain are kept
 * until params()/commit() (thrown) or go() (rejected), as ElectroDB does.
 */
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, ScanCommand, UpdateCommand } from '../document-client.js';
import { ElectroError, ErrorCodes, makeMessage, unsupported } from './errors.js';
import { AttributeOperationProxy, FilterExpression, UpdateExpression, formatExpressionName } from './expressions.js';
import { Model, TableIndex } from './model.js';

type Obj = Record<string, any>;

interface Client {
  send(command: unknown): Promise<any>;
}

const MAX_BATCH_GET = 100;
const MAX_BATCH_WRITE = 25;
const RETURN_VALUES: Record<string, string> = { none: 'NONE', all_old: 'ALL_OLD', updated_old: 'UPDATED_OLD', all_new: 'ALL_NEW', updated_new: 'UPDATED_NEW' };
const COMPARISONS: Record<string, string> = { lte: '<=', lt: '<', gte: '>=', gt: '>' };
export const TransactionOperations: Record<string, string> = { get: 'Get', check: 'ConditionCheck', put: 'Put', update: 'Update', delete: 'Delete' };
/** Options ElectroDB accepts that this runtime does not implement (it throws rather than ignore them). */
const UNSUPPORTED_OPTIONS = ['compare', 'formatCursor', 'parse', 'pager', 'hydrate', 'hydrator', 'client', 'abortSignal', 'listeners', 'logger', 'lastEvaluatedKeyRaw', 'returnOnConditionCheckFailure', 'unprocessed', 'includeKeys', 'raw', 'data', 'preserveBatchOrder', 'params', 'table', 'originalErr'];

export const cursorFormatter = {
  serialize: (key: unknown) => (key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null),
  deserialize: (cursor: unknown) => {
    if (!cursor) return undefined;
    if (typeof cursor !== 'string') throw new Error(`Invalid cursor provided, expected type 'string' recieved: ${JSON.stringify(cursor)}`);
    try {
      return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new Error('Unable to parse cursor');
    }
  },
};

const batchItems = <T,>(items: T[], size: number) => {
  const batches: T[][] = [];
  items.forEach((item, i) => (batches[Math.floor(i / size)] ??= []).push(item));
  return batches;
};

/** One chain's accumulated request (ElectroDB's ChainState.query). */
class ChainState {
  method = '';
  type = '';
  keys: { pk: Obj; sk: { type: string; facets: Obj }[]; provided: string[] } = { pk: {}, sk: [], provided: [] };
  update = new UpdateExpression();
  private proxy?: AttributeOperationProxy;
  put: Obj = {};
  condition = new FilterExpression();
  filter = new FilterExpression();
  options: Obj = {};
  subStates: ChainState[] = [];
  error: unknown = null;
  /** Whether params were built once (ElectroDB's state.getParams()). */
  built = false;

  constructor(
    readonly entity: Entity,
    readonly index: string,
    readonly parent?: ChainState,
  ) {
    if (parent) this.options = parent.options;
  }

  /**
   * The `attr`/`op` objects of set(), remove() and data(), built on first use:
   * ElectroDB builds them for every chain, a getter per attribute, which a
   * get, query or batch (one chain per key) never reads.
   */
  get updateProxy(): AttributeOperationProxy {
    return (this.proxy ??= new AttributeOperationProxy(this.update, this.entity.model.schema.attributes, 'update'));
  }

  get def() {
    return this.entity.model.byIndex[this.index]!;
  }

  setPK(attributes: Obj) {
    this.keys.pk = attributes;
    this.appendProvided('pk', attributes);
  }

  setSK(attributes: Obj, type = this.type) {
    if (!this.def.sk) return;
    this.keys.sk.push({ type, facets: attributes });
    this.appendProvided('sk', attributes);
  }

  private appendProvided(type: string, attributes: Obj) {
    // ElectroDB dedupes {type, attribute} objects by identity, i.e. not at all.
    for (const attribute of Object.keys(attributes)) this.keys.provided.push(`${type}:${attribute}`);
  }

  addOption(key: string, value: unknown) {
    this.options[key] = key === '_includeOnResponseItem' ? { ...this.options[key], ...(value as Obj) } : value;
  }

  setError(error: unknown) {
    this.error = error;
    this.parent?.setError(error);
  }
}

/** The chain object handed back to callers: every clause records into the state and returns the chain. */
class Chain {
  constructor(private readonly state: ChainState) {}

  private step(fn: (state: ChainState) => void): this {
    if (this.state.error === null) {
      try {
        fn(this.state);
      } catch (error) {
        this.state.setError(error);
      }
    }
    return this;
  }

  private get model() {
    return this.state.entity.model;
  }

  // ---- sort key conditions on queries ----
  begins(facets: Obj = {}) {
    return this.step((s) => {
      s.type = 'begins';
      s.setSK(buildQueryComposites(facets, s.def.sk?.facets ?? []));
    });
  }
  between(start: Obj = {}, end: Obj = {}) {
    return this.step((s) => {
      const sk = s.def.sk?.facets ?? [];
      s.type = 'and';
      s.setSK(identifyComposites(end, sk));
      s.type = 'between';
      s.setSK(identifyComposites(start, sk));
    });
  }
  gt(facets: Obj = {}) {
    return this.comparison('gt', facets);
  }
  gte(facets: Obj = {}) {
    return this.step((s) => {
      s.type = 'gte';
      s.setSK(buildQueryComposites(facets, s.def.sk?.facets ?? []));
    });
  }
  lt(facets: Obj = {}) {
    return this.comparison('lt', facets);
  }
  lte(facets: Obj = {}) {
    return this.comparison('lte', facets);
  }
  private comparison(type: string, facets: Obj) {
    return this.step((s) => {
      s.type = type;
      s.setSK(identifyComposites(facets, s.def.sk?.facets ?? []));
    });
  }

  // ---- conditions / filters ----
  where(cb: (attr: any, op: any) => string) {
    return this.step((s) => {
      if (typeof cb !== 'function') throw new ElectroError(ErrorCodes.InvalidWhere, 'Where callback must be of type "function"');
      const builder = s.method === 'query' || s.method === 'scan' || s.method === 'batchGet' || s.method === 'batchWrite' ? s.filter : s.condition;
      const expression = new AttributeOperationProxy(builder, this.model.schema.attributes, 'filter').invokeCallback(cb);
      if (typeof expression !== 'string') {
        throw new ElectroError(ErrorCodes.InvalidWhere, 'Invalid response from where clause callback. Expected return result to be of type string');
      }
      builder.add(expression);
    });
  }

  // ---- update operations ----
  set(data: Obj) {
    return this.updateOperation('set', data);
  }
  add(data: Obj) {
    return this.updateOperation('add', data);
  }
  subtract(data: Obj) {
    return this.updateOperation('subtract', data);
  }
  append(data: Obj = {}) {
    return this.updateOperation('append', data);
  }
  delete(data: Obj) {
    return this.updateOperation('delete', data);
  }
  ifNotExists(data: Obj = {}) {
    return this.updateOperation('ifNotExists', data);
  }
  private updateOperation(operation: string, data: Obj) {
    return this.step((s) => {
      this.model.schema.checkUpdate(data);
      s.updateProxy.fromObject(operation, data);
    });
  }
  remove(paths: string[]) {
    return this.step((s) => {
      if (!Array.isArray(paths)) throw new Error("Update method 'remove' expects type Array");
      this.model.schema.checkRemove(paths);
      s.updateProxy.fromArray('remove', paths);
    });
  }
  data(cb: (attr: any, op: any) => void) {
    return this.step((s) => {
      s.updateProxy.invokeCallback(cb);
      for (const path of Object.keys(s.update.refs)) {
        const attribute = s.update.refs[path]!;
        this.model.schema.checkOperation(attribute, s.update.impacted[path]!, (s.update.paths[path] ?? ({} as any)).value);
      }
    });
  }
  /** Values of read-only key composites, for rebuilding index keys; also conditions the write on them. */
  composite(composites: Obj = {}) {
    return this.step((s) => {
      for (const name in composites) {
        if (!this.model.byAttr[name]) continue;
        if (!s.update.addComposite(name, composites[name])) {
          throw new ElectroError(
            ErrorCodes.DuplicateUpdateCompositesProvided,
            `The composite attribute ${name} has been provided more than once with different values. Remove the duplication before running again`,
          );
        }
        const attribute = this.model.schema.attributes[name];
        if (attribute && composites[name] !== undefined) s.condition.unsafeSet('eq', attribute.field, composites[name]);
      }
    });
  }

  // ---- terminals ----
  params(options: Obj = {}) {
    return this.state.entity.buildParams(this.state, options).params;
  }
  go(options: Obj = {}) {
    if (this.state.error !== null) return Promise.reject(this.state.error);
    try {
      if (!this.state.entity.client && !options.client) throw new ElectroError(ErrorCodes.NoClientDefined, 'No client defined on model or provided in query options');
      const { params, config } = this.state.entity.buildParams(this.state, { ...options, terminalOperation: 'go' });
      return this.state.entity.execute(this.state.method, params, config);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  commit(options: Obj = {}) {
    const { params } = this.state.entity.buildParams(this.state, { ...options, _isTransaction: true });
    const method = TransactionOperations[this.state.method];
    if (!method) throw new Error('Invalid commit method');
    return { [method]: params };
  }
}

function buildQueryComposites(provided: Obj, definition: string[]) {
  const result: Obj = {};
  for (const name of definition) if (provided[name] !== undefined) result[name] = provided[name];
  return result;
}

/** The provided attributes that belong to the sort key, in the order given. */
function identifyComposites(provided: Obj, sk: string[]) {
  const composites: Obj = {};
  for (const key of Object.keys(provided)) if (sk.includes(key)) composites[key] = provided[key];
  return composites;
}

function consolidate(sks: { type: string; facets: Obj }[]) {
  let sk1: Obj = {};
  let sk2: Obj = {};
  for (const { type, facets } of sks) {
    if (type === 'between') sk1 = { ...sk1, ...facets };
    else if (type === 'and') sk2 = { ...sk2, ...facets };
    else {
      sk1 = { ...sk1, ...facets };
      sk2 = { ...sk2, ...facets };
    }
  }
  return [sk1, sk2];
}

const merge = (...objects: (Obj | undefined)[]) => Object.assign({}, ...objects.filter(Boolean));

export class Entity {
  model: Model;
  client: Client | undefined;
  table: string | undefined;
  schema: unknown;
  query: Record<string, (facets?: Obj) => Chain> = {};

  constructor(schema: any, config: { client?: unknown; table?: string; identifiers?: unknown; listeners?: unknown; logger?: unknown } = {}) {
    if (config.identifiers || config.listeners || config.logger) unsupported('entity config identifiers/listeners/logger');
    this.model = new Model(schema);
    this.client = config.client as Client | undefined;
    this.table = config.table || schema.table;
    this.schema = schema;
    for (const [accessPattern, def] of Object.entries(this.model.indexes)) {
      this.query[accessPattern] = (facets: Obj = {}) =>
        this.chain(def.index, (s) => {
          s.addOption('_isPagination', true);
          s.method = 'query';
          s.type = 'is';
          s.setPK(this.model.expectFacets(facets, def.pk.facets));
          if (def.sk) s.setSK(buildQueryComposites(facets, def.sk.facets));
        });
    }
  }

  private chain(index: string, init: (state: ChainState) => void) {
    const state = new ChainState(this, index);
    try {
      init(state);
    } catch (error) {
      state.setError(error);
    }
    return new Chain(state);
  }

  setClient(client: unknown) {
    if (client) this.client = client as Client;
  }

  setTableName(table: string) {
    this.table = table;
  }

  getTableName() {
    return this.table;
  }

  getName() {
    return this.model.entity;
  }

  getVersion() {
    return this.model.version;
  }

  /** A Scan of the table for this entity's items (table index only; `scan.<accessPattern>` is not supported). */
  get scan() {
    return this.chain(TableIndex, (s) => {
      s.addOption('_isPagination', true);
      s.method = 'scan';
    });
  }

  match(): never {
    return unsupported('match');
  }

  find(): never {
    return unsupported('find');
  }

  upsert(): never {
    return unsupported('upsert');
  }

  check(): never {
    return unsupported('check');
  }

  /** Reads the primary key composites of `facets` onto a state (get, delete, remove, patch, update). */
  private keyed(state: ChainState, facets: Obj, includeOnResponse: boolean, order: 'pkFirst' | 'skFirst' = 'skFirst') {
    const table = this.model.byIndex[TableIndex]!;
    const pkComposite = this.model.expectFacets(facets, table.pk.facets);
    if (includeOnResponse) state.addOption('_includeOnResponseItem', pkComposite);
    state.type = 'eq';
    state.setPK(pkComposite);
    if (table.sk) {
      this.model.expectFacets(facets, table.sk.facets);
      const skComposite = buildQueryComposites(facets, table.sk.facets);
      state.setSK(skComposite);
      if (includeOnResponse) state.addOption('_includeOnResponseItem', order === 'skFirst' ? { ...skComposite, ...pkComposite } : { ...pkComposite, ...skComposite });
    }
  }

  private keyConditions(state: ChainState, operation: 'exists' | 'notExists') {
    const table = this.model.byIndex[TableIndex]!;
    state.condition.unsafeSet(operation, table.pk.field);
    if (table.sk) state.condition.unsafeSet(operation, table.sk.field);
  }

  get(facets: Obj | Obj[] = {}) {
    if (Array.isArray(facets)) {
      return this.chain(TableIndex, (s) => {
        s.method = 'batchGet';
        for (const item of facets) {
          const sub = new ChainState(this, TableIndex, s);
          s.subStates.push(sub);
          this.getAction(sub, item);
          if (sub.error !== null) throw sub.error;
        }
      });
    }
    return this.chain(TableIndex, (s) => this.getAction(s, facets));
  }

  private getAction(state: ChainState, facets: Obj) {
    const table = this.model.byIndex[TableIndex]!;
    const composites = identifyComposites(facets, table.sk?.facets ?? []);
    state.method = 'get';
    state.type = 'eq';
    state.setPK(this.model.expectFacets(facets, table.pk.facets));
    if (table.sk) {
      this.model.expectFacets(facets, table.sk.facets);
      state.setSK(composites);
    }
  }

  delete(facets: Obj | Obj[] = {}) {
    if (Array.isArray(facets)) {
      return this.chain(TableIndex, (s) => {
        s.method = 'batchWrite';
        for (const item of facets) {
          const sub = new ChainState(this, TableIndex, s);
          s.subStates.push(sub);
          sub.method = 'delete';
          this.keyed(sub, item, true);
        }
      });
    }
    return this.chain(TableIndex, (s) => {
      s.method = 'delete';
      this.keyed(s, facets as Obj, true);
    });
  }

  remove(facets: Obj = {}) {
    return this.chain(TableIndex, (s) => {
      this.keyConditions(s, 'exists');
      s.method = 'delete';
      this.keyed(s, facets, true);
    });
  }

  put(attributes: Obj | Obj[] = {}) {
    if (Array.isArray(attributes)) {
      return this.chain(TableIndex, (s) => {
        s.method = 'batchWrite';
        for (const item of attributes) {
          const sub = new ChainState(this, TableIndex, s);
          s.subStates.push(sub);
          try {
            this.putAction(sub, item);
          } catch (error) {
            sub.setError(error);
          }
          if (sub.error !== null) throw sub.error;
        }
      });
    }
    return this.chain(TableIndex, (s) => this.putAction(s, attributes));
  }

  create(attributes: Obj = {}) {
    return this.chain(TableIndex, (s) => {
      const record = this.model.schema.checkCreate({ ...attributes });
      this.keyConditions(s, 'notExists');
      this.putRecord(s, record);
    });
  }

  private putAction(state: ChainState, attributes: Obj) {
    this.putRecord(state, this.model.schema.checkCreate({ ...attributes }));
  }

  private putRecord(state: ChainState, record: Obj) {
    const table = this.model.byIndex[TableIndex]!;
    state.method = 'put';
    state.type = 'eq';
    state.put = { ...state.put, ...record };
    state.setPK(this.model.expectFacets(record, table.pk.facets));
    if (table.sk) {
      this.model.expectFacets(record, table.sk.facets);
      state.setSK(buildQueryComposites(record, table.sk.facets));
    }
  }

  patch(facets: Obj = {}) {
    return this.chain(TableIndex, (s) => {
      this.keyConditions(s, 'exists');
      s.method = 'update';
      this.keyed(s, facets, true);
    });
  }

  update(facets: Obj = {}) {
    return this.chain(TableIndex, (s) => {
      s.method = 'update';
      this.keyed(s, facets, true, 'pkFirst');
    });
  }

  /** Formats raw DynamoDB output ({ Item } / { Items } / { Attributes }) as a read would, ownership checked by key shape. */
  parse(item: Obj | null | undefined, options: Obj = {}) {
    if (item === undefined || item === null) return null;
    if (Object.keys(options).some((key) => key !== 'ignoreOwnership' && key !== 'attributes')) unsupported('parse options other than attributes/ignoreOwnership');
    return this.formatResponse(item, { ignoreOwnership: true, attributes: [], ...options });
  }

  // ---------------------------------------------------------------- params

  /** ElectroDB's params clause: options normalized, then the request for the chain's method. */
  buildParams(state: ChainState, options: Obj) {
    if (state.error !== null) throw state.error;
    if (!(typeof this.table === 'string' && this.table.length)) {
      throw new ElectroError(ErrorCodes.MissingTable, 'Table name not defined. Table names must be either defined on the model, instance configuration, or as a query option.');
    }
    const config = this.normalizeOptions([state.options, options], !!options._isTransaction);
    let params: any;
    switch (state.method) {
      case 'query':
        params = this.queryParams(state, config);
        break;
      case 'scan':
        // ElectroDB filters a scan to this entity's items, once per chain (its first params build).
        if (!config.ignoreOwnership && !state.built) {
          state.filter.unsafeSet('eq', '__edb_e__', this.model.entity);
          state.filter.unsafeSet('eq', '__edb_v__', this.model.version);
        }
        params = this.applyCondition({ ...this.scanParams(state, config), ...definedParams(config.params) }, state.condition);
        break;
      case 'batchWrite':
        params = batchItems(
          state.subStates.map((sub) =>
            sub.method === 'put' ? { PutRequest: { Item: this.itemParams(sub, config).Item } } : { DeleteRequest: { Key: this.itemParams(sub, config).Key } },
          ),
          MAX_BATCH_WRITE,
        ).map((batch) => ({ RequestItems: { [this.table!]: batch } }));
        break;
      case 'batchGet': {
        const userParams = this.applyProjection({ ...config.params }, config);
        delete userParams.TableName;
        params = batchItems(
          state.subStates.map((sub) => this.itemParams(sub, config).Key),
          MAX_BATCH_GET,
        ).map((batch) => ({ RequestItems: { [this.table!]: { ...userParams, Keys: batch } } }));
        break;
      }
      default:
        params = this.itemParams(state, config);
    }
    if (state.method === 'update' && params.ExpressionAttributeValues && Object.keys(params.ExpressionAttributeValues).length === 0) {
      // An update that only removes attributes has no values.
      delete params.ExpressionAttributeValues;
    }
    state.built = true;
    return { params, config };
  }

  private normalizeOptions(provided: Obj[], isTransaction: boolean) {
    const config: Obj = {
      params: {},
      response: 'default',
      cursor: null,
      pages: 1,
      count: undefined,
      attributes: [],
      ignoreOwnership: false,
      concurrent: undefined,
      terminalOperation: undefined,
      _isPagination: false,
      _includeOnResponseItem: {},
    };
    for (const option of provided.filter(Boolean)) {
      for (const key of UNSUPPORTED_OPTIONS) if (option[key] !== undefined) unsupported(`go/params option "${key}"`);
      if (typeof option.order === 'string') {
        const order = option.order.toLowerCase();
        if (order !== 'asc' && order !== 'desc') {
          throw new ElectroError(ErrorCodes.InvalidOptions, `Invalid value for query option "order" provided. Valid options include 'asc' and 'desc, received: "${option.order}"`);
        }
        config.params.ScanIndexForward = order === 'asc';
      }
      if (typeof option.response === 'string' && option.response.length) {
        if (option.response !== 'default' && RETURN_VALUES[option.response] === undefined) unsupported(`response "${option.response}"`);
        if (option.response !== 'default') {
          config.response = option.response;
          if (isTransaction) config.params.ReturnValuesOnConditionCheckFailure = RETURN_VALUES[option.response];
          else config.params.ReturnValues = RETURN_VALUES[option.response];
        }
      }
      if (option.terminalOperation === 'go') config.terminalOperation = 'go';
      if (Array.isArray(option.attributes)) config.attributes = config.attributes.concat(option.attributes);
      if (option.pages !== undefined) config.pages = option.pages;
      if (option._isPagination) config._isPagination = true;
      if (option.cursor) config.cursor = option.cursor;
      if (option.count !== undefined) {
        if (typeof option.count !== 'number' || option.count < 1) {
          throw new ElectroError(ErrorCodes.InvalidOptions, "Query option 'count' must be of type 'number' and greater than zero.");
        }
        config.count = option.count;
      }
      if (option.consistent === true) config.params.ConsistentRead = true;
      if (option.limit !== undefined) {
        config.limit = option.limit;
        config.params.Limit = option.limit;
      }
      if (option.concurrent !== undefined) config.concurrent = option.concurrent;
      if (option.ignoreOwnership !== undefined) config.ignoreOwnership = option.ignoreOwnership;
      if (option._includeOnResponseItem) config._includeOnResponseItem = { ...config._includeOnResponseItem, ...option._includeOnResponseItem };
    }
    return config;
  }

  /** get / put / delete / update parameters for one item. */
  private itemParams(state: ChainState, config: Obj) {
    const [sk1] = consolidate(state.keys.sk);
    let params: Obj;
    switch (state.method) {
      case 'get':
      case 'delete': {
        const keys = this.model.makeIndexKeys(TableIndex, state.keys.pk, [sk1!]);
        params = { Key: this.model.parameterKey(TableIndex, keys.pk, keys.sk[0]), TableName: this.table };
        break;
      }
      case 'put':
        params = this.putParams(state);
        break;
      case 'update':
        params = this.updateParams(state, state.keys.pk, sk1!);
        break;
      default:
        throw new Error(`Invalid method: ${state.method}`);
    }
    params = { ...params, ...definedParams(config.params) };
    if (state.method === 'get') params = this.applyProjection(params, config);
    return this.applyCondition(params, state.condition);
  }

  private applyCondition(params: Obj, conditions: FilterExpression) {
    const expression = conditions.build();
    if (expression.length > 0) {
      params.ConditionExpression =
        typeof params.ConditionExpression === 'string' && params.ConditionExpression.length > 0 ? `${params.ConditionExpression} AND ${expression}` : expression;
      if (Object.keys(conditions.names).length > 0) params.ExpressionAttributeNames = Object.assign({}, conditions.names, params.ExpressionAttributeNames ?? {});
      if (Object.keys(conditions.values).length > 0) params.ExpressionAttributeValues = Object.assign({}, conditions.values, params.ExpressionAttributeValues ?? {});
    }
    return params;
  }

  private putParams(state: ChainState) {
    const schema = this.model.schema;
    const data = schema.applyAttributeSetters(state.put);
    const sk = state.keys.sk[0]?.facets;
    const { updatedKeys } = this.model.putKeys(state.keys.pk, sk, data);
    return {
      Item: { ...schema.translateToFields(data), ...updatedKeys, __edb_e__: this.model.entity, __edb_v__: this.model.version },
      TableName: this.table,
    };
  }

  /** ElectroDB's _makeUpdateParams. */
  private updateParams(state: ChainState, pk: Obj, sk: Obj) {
    const { update } = state;
    const schema = this.model.schema;
    const table = this.model.byIndex[TableIndex]!;
    const primaryIndexAttributes = { ...pk, ...sk };
    let modifiedValues: Obj = {};
    const modifiedNames: Obj = {};
    for (const path of Object.keys(update.paths)) {
      modifiedValues[path] = update.paths[path]!.value;
      modifiedNames[path] = update.paths[path]!.name;
    }
    const removed: Obj = {};
    for (const name in update.impacted) if (update.impacted[name] === 'remove') removed[name] = name;
    // The key composites never change (ElectroDB also means to drop read-only attributes here, but passes an array: a no-op).
    modifiedValues = Object.fromEntries(Object.entries(modifiedValues).filter(([name]) => !(name in primaryIndexAttributes)));
    const prepared = schema.applyAttributeSetters(modifiedValues);
    const { indexKey, updatedKeys, deletedKeys } = this.model.updatedKeys(pk, sk, { ...prepared }, removed, update.composites);
    for (const path of Object.keys(prepared)) {
      if (modifiedNames[path] !== undefined && prepared[path] !== undefined) update.updateValue(modifiedNames[path], prepared[path]);
      else if (prepared[path] !== undefined) {
        // A value no operation named: a watcher's computed value (root attributes only, as in ElectroDB).
        const attribute = schema.getAttribute(path);
        update.set(attribute ? attribute.field : path, prepared[path]);
      }
    }
    const isTableKey = (field: string) => field === table.pk.field || field === table.sk?.field;
    for (const field of Object.keys(updatedKeys)) if (!isTableKey(field) && modifiedNames[field] === undefined) update.set(field, updatedKeys[field]);
    for (const field of deletedKeys) if (!isTableKey(field) && modifiedNames[field] === undefined) update.remove(field);
    // The primary key's composites are written too, so an update that creates the item stores them.
    for (const name of Object.keys(primaryIndexAttributes)) {
      const attribute = schema.attributes[name];
      if (attribute && !isTableKey(attribute.field) && modifiedNames[name] === undefined) update.set(attribute.field, primaryIndexAttributes[name]);
    }
    update.set('__edb_e__', this.model.entity);
    update.set('__edb_v__', this.model.version);
    return {
      UpdateExpression: update.build(),
      ExpressionAttributeNames: update.names,
      ExpressionAttributeValues: update.values,
      TableName: this.table,
      Key: indexKey,
    };
  }

  /** ElectroDB's _makeQueryParams for isolated indexes: key condition, then where() filters. */
  private queryParams(state: ChainState, config: Obj) {
    const def = state.def;
    const consolidated = consolidate(state.keys.sk);
    const filter = state.filter;
    // `is` builds partial sort keys with their trailing label (`#createdAt_`); range operators stop before it.
    const keys = this.model.makeIndexKeys(state.index, state.keys.pk, consolidated, state.type !== 'is');
    const translate: Obj = { pk: def.pk.field, sk: def.sk?.field };
    const keyValues = (sks: unknown[]) => {
      const names: Obj = { '#pk': translate.pk };
      const values: Obj = { ':pk': keys.pk };
      sks.filter((sk) => sk !== undefined).forEach((sk, i) => {
        names[`#sk${i + 1}`] = translate.sk;
        values[`:sk${i + 1}`] = sk;
      });
      return { names, values };
    };
    let params: Obj;
    const sk = keys.sk;
    switch (state.type) {
      case 'is':
      case 'begins': {
        let type = state.type;
        if (type === 'is') {
          const providedSks = state.keys.provided.filter((p) => p.startsWith('sk:')).map((p) => p.slice(3));
          const skDefinition = def.sk?.facets ?? [];
          const complete = new Set(skDefinition).size === providedSks.length && skDefinition.every((attr) => providedSks.includes(attr));
          if (!complete) type = 'begins';
        }
        const key = keyValues([sk[0]]);
        let KeyConditionExpression = '#pk = :pk';
        const sk1 = key.values[':sk1'];
        if (def.sk && (typeof sk1 === 'number' || (typeof sk1 === 'string' && sk1.length > 0))) {
          KeyConditionExpression += type === 'is' ? ' and #sk1 = :sk1' : ' and begins_with(#sk1, :sk1)';
        } else {
          delete key.names['#sk1'];
          delete key.values[':sk1'];
        }
        params = {
          KeyConditionExpression,
          TableName: this.table,
          ExpressionAttributeNames: merge(filter.names, key.names),
          ExpressionAttributeValues: merge(filter.values, key.values),
        };
        break;
      }
      case 'between': {
        const key = keyValues(sk);
        delete key.names['#sk2'];
        params = {
          TableName: this.table,
          ExpressionAttributeNames: merge(filter.names, key.names),
          ExpressionAttributeValues: merge(filter.values, key.values),
          KeyConditionExpression: '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2',
        };
        break;
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        const key = keyValues([sk[0]]);
        params = {
          TableName: this.table,
          ExpressionAttributeNames: merge(filter.names, key.names),
          ExpressionAttributeValues: merge(filter.values, key.values),
          KeyConditionExpression: `#pk = :pk and #sk1 ${COMPARISONS[state.type]} :sk1`,
        };
        break;
      }
      default:
        throw new Error(`Invalid query type: ${state.type}`);
    }
    if (state.index) params.IndexName = state.index;
    const expression = filter.build();
    if (expression) params.FilterExpression = expression;
    return this.applyProjection({ ...params, ...definedParams(config.params) }, config);
  }

  /** ElectroDB's _makeScanParam: begins_with filters on the table keys' fixed prefixes, then where() filters. */
  private scanParams(state: ChainState, config: Obj) {
    const table = this.model.byIndex[TableIndex]!;
    const made = this.model.makeIndexKeys(TableIndex, {}, [{}]);
    const keys = this.model.parameterKey(TableIndex, made.pk, made.sk[0]);
    for (const field in keys) if (keys[field] === undefined || keys[field] === '') delete keys[field];
    const names: Obj = {};
    const values: Obj = {};
    for (const field in keys) {
      names[`#${field}`] = field;
      values[`:${field}`] = keys[field];
    }
    const params: Obj = { TableName: this.table };
    const expressionNames = merge(state.filter.names, names);
    const expressionValues = merge(state.filter.values, values);
    if (Object.keys(expressionNames).length) params.ExpressionAttributeNames = expressionNames;
    if (Object.keys(expressionValues).length) params.ExpressionAttributeValues = expressionValues;
    const filters: string[] = [];
    if (keys[table.pk.field]) filters.push(`begins_with(#${table.pk.field}, :${table.pk.field})`);
    if (table.sk && keys[table.sk.field]) filters.push(`begins_with(#${table.sk.field}, :${table.sk.field})`);
    if (state.filter.build()) filters.push(state.filter.build());
    if (filters.length) params.FilterExpression = filters.join(' AND ');
    return this.applyProjection(params, config);
  }

  /** `attributes: [...]`: a ProjectionExpression naming them, the table keys and (on go) the entity identifiers. */
  private applyProjection(params: Obj, config: Obj) {
    const attributes: string[] = config.attributes ?? [];
    if (attributes.length === 0) return params;
    const table = this.model.byIndex[TableIndex]!;
    let hasPk = false;
    let hasSk = !table.sk;
    const fields = new Map<string, string>();
    for (const [placeholder, name] of Object.entries<string>(params.ExpressionAttributeNames ?? {})) {
      const key = placeholder.startsWith('#') ? placeholder.slice(1) : placeholder;
      fields.set(key, name);
      if (name === table.pk.field) hasPk = true;
      if (name === table.sk?.field) hasSk = true;
    }
    if (!hasPk) fields.set(formatExpressionName(table.pk.field, fields), table.pk.field);
    if (!hasSk) fields.set(formatExpressionName(table.sk!.field, fields), table.sk!.field);
    for (const name of attributes) {
      const field = this.model.schema.getFieldName(name) || name;
      if (field) fields.set(formatExpressionName(field, fields), field);
    }
    params.ExpressionAttributeNames = params.ExpressionAttributeNames || {};
    if (config.terminalOperation === 'go' && !config.ignoreOwnership) {
      fields.set('__edb_e__', '__edb_e__');
      fields.set('__edb_v__', '__edb_v__');
    }
    for (const [key, name] of fields) params.ExpressionAttributeNames[`#${key}`] = name;
    params.ProjectionExpression = Object.keys(params.ExpressionAttributeNames).join(', ');
    return params;
  }

  // ---------------------------------------------------------------- execution

  /** ElectroDB's entity.go: runs the request(s); DynamoDB errors wrapped in an ElectroError with the SDK error as `cause`. */
  async execute(method: string, params: any, config: Obj) {
    const stackTrace = new ElectroError(ErrorCodes.AWSError);
    try {
      switch (method) {
        case 'batchWrite':
          return await this.executeBatchWrite(params, config);
        case 'batchGet':
          return await this.executeBatchGet(params, config);
        case 'query':
        case 'scan':
          return await this.executeQuery(params, config, method === 'scan' ? ScanCommand : QueryCommand);
        default:
          return await this.executeOperation(method, params, config);
      }
    } catch (err: any) {
      if (err?.__isAWSError) {
        stackTrace.message = makeMessage(`Error thrown by DynamoDB client: "${err.message}"`, 'aws-error');
        stackTrace.cause = err;
        throw stackTrace;
      }
      if (err?.isElectroError) throw err;
      stackTrace.message = new ElectroError(ErrorCodes.UnknownError, err?.message, err).message;
      throw stackTrace;
    }
  }

  private async send(command: unknown) {
    try {
      return await this.client!.send(command);
    } catch (err: any) {
      if (err && typeof err === 'object' && !err.isElectroError) err.__isAWSError = true;
      throw err;
    }
  }

  private async executeOperation(method: string, params: Obj, config: Obj) {
    const command =
      method === 'get' ? new GetCommand(params as any) : method === 'put' ? new PutCommand(params as any) : method === 'update' ? new UpdateCommand(params as any) : new DeleteCommand(params as any);
    const response = await this.send(command);
    switch (params.ReturnValues) {
      case 'NONE':
        return { data: null };
      case 'ALL_NEW':
      case 'ALL_OLD':
      case 'UPDATED_NEW':
      case 'UPDATED_OLD':
        return this.formatResponse(response, config);
      default:
        if (method === 'put') return this.formatResponse(params, config);
        if (method === 'update' || method === 'delete') return this.formatResponse(response, { ...config, _objectOnEmpty: true });
        return this.formatResponse(response, config);
    }
  }

  private async executeQuery(params: Obj, config: Obj, Command: typeof QueryCommand | typeof ScanCommand) {
    let ExclusiveStartKey = this.exclusiveStartKey(params.IndexName ?? TableIndex, config.cursor);
    const pages = this.pagesValue(config.pages);
    let results: Obj[] = [];
    let iterations = 0;
    let count = 0;
    do {
      const response = await this.send(new Command({ ExclusiveStartKey, ...params } as any));
      ExclusiveStartKey = response.LastEvaluatedKey;
      const { data } = this.formatResponse(response, config);
      const prevCount = count;
      if (config.count) count += data.length;
      let items = data;
      const moreThanRequired = !!config.count && count > config.count;
      if (moreThanRequired) items = items.slice(0, config.count - prevCount);
      results = [...results, ...items];
      if (moreThanRequired || count === config.count) {
        // Stopped mid-page: the cursor is the last returned item's keys.
        ExclusiveStartKey = this.keysFromItem(params.IndexName ?? TableIndex, results[results.length - 1]!);
        break;
      }
      iterations++;
    } while (ExclusiveStartKey && (pages === 'all' || config.count !== undefined || iterations < pages) && (config.count === undefined || count < config.count));
    return { data: results, cursor: cursorFormatter.serialize(ExclusiveStartKey) || null };
  }

  private pagesValue(value: unknown) {
    if (value === 'all') return value;
    const pages = parseInt(value as string);
    if (isNaN(pages) || pages < 1) {
      throw new ElectroError(ErrorCodes.InvalidPagesOption, "Query option 'pages' must be of type 'number' and greater than zero or the string value 'all'");
    }
    return pages;
  }

  private concurrency(value: unknown = 1) {
    const concurrent = parseInt(value as string);
    if (isNaN(concurrent) || concurrent < 1) {
      throw new ElectroError(ErrorCodes.InvalidConcurrencyOption, "Query option 'concurrent' must be of type 'number' and greater than zero.");
    }
    return concurrent;
  }

  /** The cursor's keys, trimmed to the index's and the table's key fields. */
  private exclusiveStartKey(index: string, cursor: unknown) {
    const keys = cursorFormatter.deserialize(cursor);
    if (!keys) return undefined;
    const def = this.model.byIndex[index]!;
    const table = this.model.byIndex[TableIndex]!;
    return {
      [def.pk.field]: keys[def.pk.field],
      [def.sk?.field ?? '']: keys[def.sk?.field ?? ''],
      [table.pk.field]: keys[table.pk.field],
      [table.sk?.field ?? '']: keys[table.sk?.field ?? ''],
    };
  }

  /** ElectroDB's _fromCompositeToKeysByIndex (relaxed): an item's keys on an index plus the table's. */
  private keysFromItem(index: string, item: Obj) {
    const build = (name: string) => {
      const def = this.model.byIndex[name]!;
      const pick = (facets: string[]) => Object.fromEntries(facets.map((f) => [f, item[f]]));
      const keys = this.model.makeIndexKeys(name, pick(def.pk.facets), [pick(def.sk?.facets ?? [])]);
      return this.model.parameterKey(name, keys.pk, keys.sk[0]);
    };
    return index === TableIndex ? build(TableIndex) : { ...build(index), ...build(TableIndex) };
  }

  private async executeBatchGet(batches: Obj[], config: Obj) {
    const data: unknown[] = [];
    const unprocessed: unknown[] = [];
    for (const group of batchItems(batches, this.concurrency(config.concurrent))) {
      await Promise.all(
        group.map(async (params) => {
          const response = await this.send(new BatchGetCommand(params as any));
          if (!response.UnprocessedKeys || !response.Responses) throw new Error('Unknown response format');
          for (const key of response.UnprocessedKeys[this.table!]?.Keys ?? []) unprocessed.push(this.model.keysToItem(TableIndex, key));
          for (const item of response.Responses[this.table!] ?? []) data.push(this.formatResponse({ Item: item }, config).data);
        }),
      );
    }
    return { data, unprocessed };
  }

  private async executeBatchWrite(batches: Obj[], config: Obj) {
    const unprocessed: unknown[] = [];
    for (const group of batchItems(batches, this.concurrency(config.concurrent))) {
      await Promise.all(
        group.map(async (params) => {
          const response = await this.send(new BatchWriteCommand(params as any));
          for (const request of response?.UnprocessedItems?.[this.table!] ?? []) {
            if (request.PutRequest) unprocessed.push(this.formatResponse(request.PutRequest, config).data);
            else if (request.DeleteRequest) unprocessed.push(this.model.keysToItem(TableIndex, request.DeleteRequest.Key));
            else throw new Error('Unknown response format');
          }
        }),
      );
    }
    return { unprocessed };
  }

  /** Whether a stored item is this entity's (ElectroDB's `is`). */
  private owns(item: Obj, config: Obj) {
    const table = this.model.byIndex[TableIndex]!;
    const includesKeys = item[table.pk.field] !== undefined && (!table.sk || item[table.sk.field] !== undefined);
    return (
      (config.ignoreOwnership && config.attributes?.length > 0 && !includesKeys) ||
      (config.ignoreOwnership && this.model.ownsKeys(item)) ||
      this.model.ownsItem(item)
    );
  }

  /** ElectroDB's formatResponse for { Item }, { Items } and { Attributes } responses. */
  formatResponse(response: Obj, config: Obj) {
    const format = (item: Obj) => this.model.schema.formatItemForRetrieval(item, config.attributes);
    let results: any = {};
    if (response.Item) {
      if (this.owns(response.Item, config)) results = format(response.Item);
      else if (!config._objectOnEmpty) results = null;
    } else if (response.Items) {
      results = response.Items.filter((item: Obj) => this.owns(item, config)).map(format);
    } else if (response.Attributes) {
      results = format(response.Attributes);
      if (Object.keys(results).length === 0 && !config._objectOnEmpty) results = null;
    } else if (config._objectOnEmpty) {
      return { data: { ...config._includeOnResponseItem } };
    } else {
      results = null;
    }
    if (config._isPagination || response.LastEvaluatedKey) return { cursor: cursorFormatter.serialize(response.LastEvaluatedKey) || null, data: results };
    return { data: results };
  }
}

const definedParams = (params: Obj = {}) => Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));
