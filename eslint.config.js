// One flat config for the whole monorepo; the rules live in tools/eslint-config.
export { default } from '@spotless/eslint-config';
