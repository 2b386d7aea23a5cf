// The request schemas and enums of the mock server must say what openapi.yaml says.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planCodes } from '../src/db/plans.ts';
import { roles } from '../src/db/schema.ts';
import { loginRequestSchema, refreshTokenRequestSchema } from '../src/handlers/auth.ts';
import { contractSchemas } from './contract.ts';

type ObjectSchema = {
  required?: string[];
  properties: Record<string, { type?: unknown; minLength?: number; maxLength?: number }>;
};

/** What both sides must agree on: required fields, and each field's type and length bounds. */
function essentials(schema: ObjectSchema) {
  return {
    required: [...(schema.required ?? [])].sort(),
    properties: Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        { type: property.type, minLength: property.minLength, maxLength: property.maxLength },
      ]),
    ),
  };
}

describe('request schemas match openapi.yaml', () => {
  it.each([
    ['LoginRequest', loginRequestSchema],
    ['RefreshTokenRequest', refreshTokenRequestSchema],
  ] as const)('%s', (name, schema) => {
    const ours = z.toJSONSchema(schema) as ObjectSchema;
    expect(essentials(ours)).toEqual(essentials(contractSchemas[name] as ObjectSchema));
  });
});

describe('enums match openapi.yaml', () => {
  it.each([
    ['Role', roles],
    ['PlanCode', planCodes],
  ] as const)('%s', (name, values) => {
    expect([...values].sort()).toEqual([...(contractSchemas[name]?.enum as string[])].sort());
  });
});
