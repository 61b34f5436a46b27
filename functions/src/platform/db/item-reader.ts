import type { Entity, FormattedItem } from 'dynamodb-toolbox/entity';

/**
 * Stored items into an entity's shape, for the reads that return many items
 * (list pages, batch gets). dynamodb-toolbox's formatter walks every
 * attribute of every item through generators and builds a projection RegExp
 * per attribute even when nothing is projected: about a third of the server's
 * CPU on a 20-item list page and several milliseconds of a cold request
 * (docs/decisions.md, "Reading items"). Every stored item was written
 * through the entity's parser, so a read only has to take the attributes the
 * entity shows, under their names: the key attributes, the entity name and
 * hidden index keys stay behind, and a `savedAs` attribute (the TTL) gets its
 * own name back. Schemas that need more on read (a transform, a rename or a
 * hidden attribute below the top level) are refused when the reader is built,
 * so a new one cannot silently read differently.
 */
type Fields = readonly (readonly [name: string, savedAs: string])[];

interface SchemaNode {
  type?: string;
  props?: { hidden?: boolean; savedAs?: string; transform?: unknown };
  attributes?: Record<string, SchemaNode>;
  elements?: SchemaNode | SchemaNode[];
  keys?: SchemaNode;
}

const readers = new WeakMap<Entity, Fields>();

/** The entity's shown attributes with the names they are stored under, worked out once per entity. */
function fieldsOf(entity: Entity): Fields {
  let fields = readers.get(entity);
  if (!fields) {
    const attributes = (entity.schema as unknown as SchemaNode).attributes ?? {};
    fields = Object.entries(attributes).flatMap(([name, attribute]) => {
      if (attribute.props?.transform !== undefined) throw unreadable(entity, name, 'has a transform');
      for (const child of childrenOf(attribute)) assertStoredAsIs(entity, name, child);
      return attribute.props?.hidden ? [] : [[name, attribute.props?.savedAs ?? name] as const];
    });
    readers.set(entity, fields);
  }
  return fields;
}

const childrenOf = (schema: SchemaNode): SchemaNode[] => [
  ...Object.values(schema.attributes ?? {}),
  ...(Array.isArray(schema.elements) ? schema.elements : schema.elements ? [schema.elements] : []),
  ...(schema.keys ? [schema.keys] : []),
];

/** A nested value is returned as stored: nothing below the top level may be renamed, hidden or transformed. */
function assertStoredAsIs(entity: Entity, path: string, schema: SchemaNode): void {
  const { hidden, savedAs, transform } = schema.props ?? {};
  if (hidden || savedAs !== undefined || transform !== undefined) throw unreadable(entity, path, 'renames, hides or transforms a nested value');
  for (const child of childrenOf(schema)) assertStoredAsIs(entity, path, child);
}

const unreadable = (entity: Entity, attribute: string, why: string) =>
  new Error(`item-reader: ${entity.entityName}.${attribute} ${why}; read it with dynamodb-toolbox's formatter or extend the reader`);

/** One stored item (as the document client returns it) in the entity's shape. */
export function readItem<E extends Entity>(entity: E, stored: Record<string, unknown>): FormattedItem<E> {
  const item: Record<string, unknown> = {};
  for (const [name, savedAs] of fieldsOf(entity)) {
    const value = stored[savedAs];
    if (value !== undefined) item[name] = value;
  }
  return item as FormattedItem<E>;
}

/** Builds the entity's reader now, so a schema it cannot read fails where it is checked (tests), not on a first request. */
export function checkReadable(entity: Entity): void {
  fieldsOf(entity);
}
