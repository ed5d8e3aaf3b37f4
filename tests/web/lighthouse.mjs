// Lighthouse's accessibility audit of the page (the loading screen, the canvas with its
// description, the live region), in Debian's Chromium: the score must be 95 or more. The score and
// whatever it flagged are printed (docs/ACCESSIBILITY.md keeps the figures).
import { execFileSync } from 'node:child_process';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { url } from './browser.mjs';

const out = join(mkdtempSync(join(tmpdir(), 'kete-lighthouse-')), 'report.json');
const flags = '--headless=new --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader';
execFileSync(new URL('./node_modules/.bin/lighthouse', import.meta.url).pathname, [
  url, '--only-categories=accessibility', `--chrome-flags=${flags}`, '--output=json',
  `--output-path=${out}`, '--quiet',
], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' }, stdio: 'inherit' });
const report = JSON.parse(readFileSync(out, 'utf8'));
const score = Math.round(report.categories.accessibility.score * 100);
const flagged = Object.values(report.audits)
  .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
  .map((audit) => `${audit.id} (${audit.title})`);
console.log(`benchmark: Lighthouse ${report.lighthouseVersion} accessibility score ${score}; flagged: ${flagged.join(', ') || 'nothing'}`);
if (score < 95) {
  console.error(`web accessibility audit FAILED: score ${score} is under 95`);
  process.exit(1);
}
console.log('web accessibility audit passed');
