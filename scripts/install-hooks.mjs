// `npm install` runs this (the `prepare` script): in a git checkout of this repository, git takes its hooks
// from .githooks (the pre-commit checks). Anywhere else (a tarball, an image build without git, this folder
// inside another repository) it does nothing, and it never fails an install.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

try {
  const root = realpathSync(new URL('..', import.meta.url).pathname);
  const topLevel = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' });
  if (topLevel.status === 0 && realpathSync(topLevel.stdout.trim()) === root)
    spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { cwd: root, stdio: 'inherit' });
} catch {
  // Hooks are a convenience: an install goes on without them.
}
