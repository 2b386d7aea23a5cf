// Validates answers against openapi.yaml's own schemas, so tests catch drift from the contract.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

interface ResponseSpec {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: JsonSchema }>;
  $ref?: string;
}

interface OperationSpec {
  operationId: string;
  security?: unknown[];
  parameters?: JsonSchema[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, ResponseSpec>;
}

export const contract = parse(
  readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, OperationSpec | JsonSchema[]>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseSpec>;
    parameters: Record<string, JsonSchema>;
  };
};

export const contractSchemas = contract.components.schemas;

// The contract's $refs point into components; as JSON Schema they become $defs.
const definitions = JSON.parse(
  JSON.stringify(contractSchemas).replaceAll('#/components/schemas/', '#/$defs/'),
) as Record<string, JsonSchema>;

const validators = new Map<string, z.ZodType>();

function validatorOf(schema: JsonSchema): z.ZodType {
  const key = JSON.stringify(schema);
  let validator = validators.get(key);
  if (!validator) {
    const local = JSON.parse(key.replaceAll('#/components/schemas/', '#/$defs/')) as JsonSchema;
    validator = z.fromJSONSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $defs: definitions,
      ...local,
    } as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(key, validator);
  }
  return validator;
}

/** Follows `#/components/schemas/X` references. */
export function resolveSchema(schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  while (current && typeof current.$ref === 'string') {
    current = contractSchemas[current.$ref.replace('#/components/schemas/', '')];
  }
  return current;
}

/**
 * Properties the contract does not declare, anywhere in the value: an answer that carries more
 * than the contract (a password hash, an internal key) is a leak, not a detail.
 */
function extraProperties(schema: JsonSchema | undefined, value: unknown, path: string): string[] {
  const resolved = resolveSchema(schema);
  if (!resolved || value === null || value === undefined) return [];
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = resolved[key] as JsonSchema[] | undefined;
    if (branches) {
      const branch = branches.map(resolveSchema).find((b) => b && b.type !== 'null');
      return extraProperties(branch, value, path);
    }
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      extraProperties(resolved.items as JsonSchema, item, `${path}[${i}]`),
    );
  }
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (!properties || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key in properties
      ? extraProperties(properties[key], child, `${path}.${key}`)
      : [`${path}.${key}: not in the contract`],
  );
}

/** Problems of `value` against a JSON schema of the contract, as readable lines. */
export function schemaProblems(schema: JsonSchema, value: unknown): string[] {
  const result = validatorOf(schema).safeParse(value);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return [...problems, ...extraProperties(schema, value, '$')];
}

/** Problems of `value` against the contract schema `name` (empty when it conforms). */
export function contractProblems(name: string, value: unknown): string[] {
  if (!(name in contractSchemas)) throw new Error(`openapi.yaml has no schema ${name}`);
  return schemaProblems({ $ref: `#/components/schemas/${name}` }, value);
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  spec: OperationSpec;
}

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, spec]) => ({
      operationId: (spec as OperationSpec).operationId,
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      spec: spec as OperationSpec,
    })),
);

export const operationIds = operations.map((operation) => operation.operationId);

/** The contract operation a call goes to (path without `/v1`), if any. */
export function findOperation(method: string, path: string): Operation | undefined {
  const pathname = path.split('?')[0] ?? '';
  return operations.find(
    (operation) => operation.method === method.toUpperCase() && operation.pattern.test(pathname),
  );
}

function resolveResponse(response: ResponseSpec): ResponseSpec {
  return response.$ref
    ? (contract.components.responses[response.$ref.replace('#/components/responses/', '')] ?? {})
    : response;
}

/** Everything wrong with an answer of an operation, by the contract: status, headers, body. */
export function responseProblems(
  operation: Operation,
  status: number,
  headers: Headers,
  body: unknown,
): string[] {
  const declared = operation.spec.responses[String(status)];
  if (!declared) return [`${operation.operationId}: status ${status} is not in the contract`];
  const response = resolveResponse(declared);
  const problems: string[] = [];
  for (const name of Object.keys(response.headers ?? {})) {
    const value = headers.get(name);
    if (value === null || !/^\d+$/.test(value)) problems.push(`header ${name}: missing`);
  }
  const schema = response.content?.['application/json']?.schema;
  // A body that is not JSON (the calendar feed's text/calendar): its type is checked here, its
  // text by the operation's own tests.
  const otherType = Object.keys(response.content ?? {}).find((type) => type !== 'application/json');
  if (!schema && otherType) {
    if (!headers.get('content-type')?.startsWith(otherType)) {
      problems.push(`content-type ${headers.get('content-type')} is not ${otherType}`);
    }
    return problems;
  }
  if (!schema) {
    if (body !== '' && body !== undefined) problems.push(`${status} should have no body`);
    return problems;
  }
  if (!headers.get('content-type')?.includes('application/json')) {
    problems.push(`content-type ${headers.get('content-type')} is not JSON`);
  }
  return [...problems, ...schemaProblems(schema, body)];
}
