// Generates packages/api-client/src/generated/schema.ts from openapi.yaml.
// `--check` compares instead of writing, and fails when the committed file is stale.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const source = resolve(root, 'openapi.yaml');
const target = resolve(root, 'packages/api-client/src/generated/schema.ts');
const header =
  '// generated from openapi.yaml; run `npm run generate`. Do not edit by hand.\n' +
  '/* eslint-disable */\n\n';

const ast = await openapiTS(pathToFileURL(source), {
  alphabetize: false,
  exportType: true,
  immutable: false,
  rootTypes: true,
  rootTypesNoSchemaPrefix: true,
  // Fields with a default stay optional in request bodies: the server fills them in.
  defaultNonNullable: false,
  // Each enum's values as a constant too (`roleValues`, `jobStatusValues`...): code that checks
  // values at run time, such as the mock server's schemas, takes them from the contract instead
  // of listing them again.
  enumValues: true,
});
const output = header + astToString(ast);

if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== output) {
    console.error(
      'packages/api-client/src/generated/schema.ts is stale: it does not match openapi.yaml.\n' +
        'Run `npm run generate` and commit the result.',
    );
    process.exit(1);
  }
  console.log('Generated client types are up to date with openapi.yaml.');
} else {
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, output);
  console.log('Wrote packages/api-client/src/generated/schema.ts');
}
