// The request schemas, enums and operations of the mock server must say what openapi.yaml says.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDb } from '../src/node.ts';
import { planCodes } from '../src/db/plans.ts';
import {
  chargeBases,
  entryMethods,
  frequencies,
  jobStatuses,
  paymentMethods,
  roles,
  weekdays,
} from '../src/db/schema.ts';
import { createMockApi } from '../src/handlers/index.ts';
import { operationIds as handlerOperationIds } from '../src/handlers/context.ts';
import { requestSchemas } from '../src/handlers/request-schemas.ts';
import { contract, contractSchemas, operationIds, operations, resolveSchema } from './contract.ts';

type JsonSchema = Record<string, unknown>;

const SAFE = Number.MAX_SAFE_INTEGER;
/** Formats that only hint how to show a field. */
const displayFormats = new Set(['password', 'binary']);

/**
 * What two JSON schemas must agree on, in one shape whatever wrote them (zod's toJSONSchema or
 * the contract's YAML): type, nullability, formats, lengths, patterns, enums, bounds, defaults,
 * required fields, recursively.
 */
function essentials(input: JsonSchema | undefined): unknown {
  if (!input) return undefined;
  const { $ref, ...siblings } = input;
  const schema: JsonSchema = $ref ? { ...resolveSchema({ $ref }), ...siblings } : input;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key] as JsonSchema[] | undefined;
    if (branches) {
      const resolved = branches.map((branch) => resolveSchema(branch) ?? branch);
      const others = resolved.filter((branch) => branch.type !== 'null');
      const inner =
        others.length === 1 ? (essentials(others[0]) as object) : { anyOf: others.map(essentials) };
      return {
        ...inner,
        nullable: others.length < resolved.length,
        ...(schema.default !== undefined ? { default: schema.default } : {}),
      };
    }
  }
  let type = schema.type;
  let nullable = false;
  if (Array.isArray(type)) {
    nullable = type.includes('null');
    type = type.filter((t) => t !== 'null')[0];
  }
  const format =
    typeof schema.format === 'string' && !displayFormats.has(schema.format)
      ? schema.format
      : undefined;
  const bound = (value: unknown) => (value === SAFE || value === -SAFE ? undefined : value);
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const result: Record<string, unknown> = {
    type,
    nullable,
    format,
    minLength: schema.minLength,
    maxLength: schema.maxLength,
    // zod writes a pattern for each format; the contract names the format only.
    pattern: format ? undefined : schema.pattern,
    enum: Array.isArray(schema.enum) ? [...schema.enum].sort() : undefined,
    minimum: bound(schema.minimum),
    maximum: bound(schema.maximum),
    maxItems: schema.maxItems,
    default: schema.default,
    items: essentials(schema.items as JsonSchema | undefined),
    required: properties
      ? [...((schema.required as string[] | undefined) ?? [])]
          .filter((name) => name !== 'file')
          .sort()
      : undefined,
    properties: properties
      ? Object.fromEntries(
          Object.entries(properties)
            .filter(([name]) => name !== 'file')
            .map(([name, property]) => [name, essentials(property)]),
        )
      : undefined,
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value !== undefined));
}

const ours = (schema: z.ZodType) =>
  essentials(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);

function parametersOf(operationId: string, place: 'query' | 'path') {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  const pathItem = contract.paths[operation?.path ?? ''] as Record<string, unknown>;
  const all = [
    ...((pathItem?.parameters as JsonSchema[] | undefined) ?? []),
    ...(operation?.spec.parameters ?? []),
  ].map((parameter) =>
    typeof parameter.$ref === 'string'
      ? contract.components.parameters[parameter.$ref.replace('#/components/parameters/', '')]!
      : parameter,
  );
  return all.filter((parameter) => parameter.in === place);
}

describe('request schemas match openapi.yaml', () => {
  const bodies = Object.entries(requestSchemas).filter(([, schemas]) => schemas.body);
  it.each(bodies)('%s body', (_operationId, { body, bodySchema }) => {
    expect(ours(body!)).toEqual(essentials(contractSchemas[bodySchema!]));
  });

  const queries = Object.entries(requestSchemas).filter(([, schemas]) => schemas.query);
  it.each(queries)('%s query', (operationId, { query }) => {
    const parameters = parametersOf(operationId, 'query');
    const asObject: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(
        parameters.map((p) => [p.name as string, p.schema as JsonSchema]),
      ),
      required: parameters.filter((p) => p.required).map((p) => p.name as string),
    };
    expect(ours(query!)).toEqual(essentials(asObject));
  });

  it('covers every body, query and path parameter of the contract', () => {
    for (const operation of operations) {
      const schemas = requestSchemas[operation.operationId] ?? {};
      const hasJsonOrForm = Boolean(operation.spec.requestBody);
      const hasQuery = parametersOf(operation.operationId, 'query').length > 0;
      const hasPath = parametersOf(operation.operationId, 'path').length > 0;
      // The avatar upload's only field is the file, read apart.
      if (operation.operationId !== 'uploadUserAvatar') {
        expect(Boolean(schemas.body), `${operation.operationId} body`).toBe(hasJsonOrForm);
      }
      expect(Boolean(schemas.query), `${operation.operationId} query`).toBe(hasQuery);
      expect(Boolean(schemas.path), `${operation.operationId} path`).toBe(hasPath);
      if (schemas.path) {
        expect(ours(schemas.path)).toEqual(
          essentials(parametersOf(operation.operationId, 'path')[0]?.schema as JsonSchema),
        );
      }
    }
  });
});

describe('enums match openapi.yaml', () => {
  it.each([
    ['Role', roles],
    ['PlanCode', planCodes],
    ['JobStatus', jobStatuses],
    ['Frequency', frequencies],
    ['Weekday', weekdays],
    ['PaymentMethod', paymentMethods],
    ['ChargeBy', chargeBases],
    ['EntryMethod', entryMethods],
  ] as const)('%s', (name, values) => {
    expect([...values].sort()).toEqual([...(contractSchemas[name]?.enum as string[])].sort());
  });
});

describe('operations', () => {
  it('has one handler for every operation of openapi.yaml, and no other', async () => {
    const { groups } = createMockApi({ db: await createTestDb(), baseUrl: 'http://localhost/v1' });
    const served = Object.values(groups)
      .flat()
      .flatMap((handler) => handlerOperationIds.get(handler) ?? []);
    expect([...served].sort()).toEqual([...operationIds].sort());
    expect(new Set(served).size).toBe(served.length);
  });
});
