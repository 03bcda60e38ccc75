import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { DEFAULT_JWT_SECRET } from '../../supabase/local/config.ts';
import { wellKnownKeys } from '../../supabase/local/jwt.ts';
import { startStackProcess, testStackPort } from './stack-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
  }
}

export default async function setup(project: TestProject) {
  // The print stand-in moves orders only when a test tells it to (tests/integration/printing.test.ts).
  const stack = await startStackProcess({ port: testStackPort(), env: { SUPABASE_LOCAL_PRINT_CLOCK_MS: '3600000' } });
  const keys = await wellKnownKeys(DEFAULT_JWT_SECRET);
  project.provide('apiUrl', stack.url);
  project.provide('anonKey', keys.anonKey);
  project.provide('serviceRoleKey', keys.serviceRoleKey);
  return async () => {
    await stack.stop();
    fs.rmSync(stack.dataDir, { recursive: true, force: true });
  };
}
