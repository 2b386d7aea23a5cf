import { expect, it, vi } from 'vitest';
import { preventZodEval } from './zod-config.ts';

it('makes zod parse without eval when set before zod loads', async () => {
  preventZodEval();
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);

  const compile = vi.spyOn(globalThis, 'Function');
  const schema = z.object({ login: z.string().trim().min(1), password: z.string().min(1) });
  for (let i = 0; i < 3; i++) {
    expect(schema.parse({ login: ' master ', password: 'x' })).toEqual({
      login: 'master',
      password: 'x',
    });
  }
  expect(compile).not.toHaveBeenCalled();
});
