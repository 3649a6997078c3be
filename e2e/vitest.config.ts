import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files share one server and its demo store, and some take demo orders the others could want: they
 * run in one fixed order (by name) so a run is the same on every machine.
 */
class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    name: 'e2e',
    root: './e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page settles in milliseconds on a quiet machine but seconds beside the API tests: vitest's default
    // of one second for expect.poll fails a test whose page is merely slow.
    expect: { poll: { timeout: 30_000, interval: 250 } },
    // One server and one Chromium for the run; files in parallel would fight for the 2 cores.
    fileParallelism: false,
    // Files run one after another in one module cache: Chromium (browser.ts), playwright-core and the
    // demo orders are loaded once per run instead of once per file. No file mocks a module or changes
    // process.env.
    isolate: false,
    sequence: { sequencer: ByName },
  },
});
