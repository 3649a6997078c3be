// packages/core must stay pure: no I/O, no ambient clock or randomness (time and randomness are passed in).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('../packages/core/src', import.meta.url).pathname;
const forbidden = [
  [/\bDate\.now\(/, 'Date.now()'],
  [/new Date\(\s*\)/, 'new Date() without an argument'],
  [/\bMath\.random\(/, 'Math.random()'],
  [/\bprocess\./, 'process.*'],
  [/\bfetch\(/, 'fetch()'],
  [/from ['"]node:/, 'a node: import'],
  [/\b(localStorage|sessionStorage|document|window)\./, 'a browser global'],
];

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) yield path;
  }
}

const problems = [];
for (const file of sources(root)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const [re, what] of forbidden) {
        if (re.test(line)) problems.push(`${relative(root, file)}:${i + 1} uses ${what}`);
      }
    });
}
if (problems.length > 0) {
  console.error(`packages/core must not do I/O or read the clock:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('packages/core is pure: no I/O, clock or ambient randomness');
