/**
 * Checks a GraphQL document against a type map of the public API ({typeMap: {Type: {field: {type, kind}}},
 * rootTypes}): the document must parse, each operation's root type must exist, and every selected field must
 * exist on the type it is selected from (through fragments and inline fragments too). Arguments are not in the
 * type map and are not checked.
 */
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export interface FieldInfo {
  type: string;
  kind: string;
}

export interface TypeMapSchema {
  typeMap: Record<string, Record<string, FieldInfo>>;
  rootTypes: Partial<Record<'query' | 'mutation' | 'subscription', string>>;
}

/** Problems found, as readable sentences; empty when the document is valid. */
export function checkGraphqlDocument(
  source: string,
  pickSchema: (operation: 'query' | 'mutation' | 'subscription') => TypeMapSchema,
): string[] {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    return [`does not parse: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const walk = (
    schema: TypeMapSchema,
    typeName: string,
    selections: SelectionSetNode,
    seen: Set<string>,
  ) => {
    const fields = schema.typeMap[typeName];
    if (!fields) {
      problems.push(`type ${typeName} is not in the schema`);
      return;
    }
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        const field = fields[name];
        if (!field) {
          problems.push(`field "${name}" does not exist on type ${typeName}`);
          continue;
        }
        if (selection.selectionSet) {
          if (field.kind !== 'OBJECT') problems.push(`field "${name}" on ${typeName} is a scalar`);
          else walk(schema, field.type, selection.selectionSet, seen);
        } else if (field.kind === 'OBJECT') {
          problems.push(`field "${name}" on ${typeName} needs a selection of ${field.type} fields`);
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        walk(schema, selection.typeCondition?.name.value ?? typeName, selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment) problems.push(`fragment ${name} is not defined`);
        else if (!seen.has(name)) {
          walk(schema, fragment.typeCondition.name.value, fragment.selectionSet, new Set([...seen, name]));
        }
      }
    }
  };
  for (const operation of operations) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const schema = pickSchema(operation.operation);
    const root = schema.rootTypes[operation.operation];
    if (!root) {
      problems.push(`the API has no ${operation.operation} operations`);
      continue;
    }
    walk(schema, root, operation.selectionSet, new Set());
  }
  if (operations.length === 0) {
    // A fragment shown on its own: check it against its type.
    for (const fragment of fragments.values()) {
      walk(pickSchema('query'), fragment.typeCondition.name.value, fragment.selectionSet, new Set());
    }
  }
  return problems;
}
