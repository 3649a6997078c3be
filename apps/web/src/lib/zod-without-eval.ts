// vite.config.ts resolves `zod` to this module. Core's schemas are built after the config below, so zod
// never probes `new Function`, which the CSP (no 'unsafe-eval', docs/security.md) would refuse and report.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
