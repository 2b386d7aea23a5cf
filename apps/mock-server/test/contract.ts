// Validates answers against openapi.yaml's own schemas, so tests catch drift from the contract.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const contract = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, JsonSchema> };
};

export const contractSchemas = contract.components.schemas;

// The contract's $refs point into components; as JSON Schema they become $defs.
const definitions = JSON.parse(
  JSON.stringify(contractSchemas).replaceAll('#/components/schemas/', '#/$defs/'),
) as Record<string, JsonSchema>;

const validators = new Map<string, z.ZodType>();

function validatorFor(name: string): z.ZodType {
  let validator = validators.get(name);
  if (!validator) {
    if (!(name in definitions)) throw new Error(`openapi.yaml has no schema ${name}`);
    validator = z.fromJSONSchema({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $defs: definitions,
      $ref: `#/$defs/${name}`,
    } as Parameters<typeof z.fromJSONSchema>[0]);
    validators.set(name, validator);
  }
  return validator;
}

/**
 * Problems of `value` against the contract schema `name`, as readable lines (empty when it
 * conforms). Also flags properties the contract does not declare: an answer that carries more
 * than the contract (a password hash, say) is a leak, not a detail.
 */
export function contractProblems(name: string, value: unknown): string[] {
  const result = validatorFor(name).safeParse(value);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const properties = contractSchemas[name]?.properties as JsonSchema | undefined;
  if (properties && typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (!(key in properties)) problems.push(`${key}: not in the contract`);
    }
  }
  return problems;
}
