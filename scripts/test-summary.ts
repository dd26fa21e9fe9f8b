import { existsSync, readFileSync } from 'node:fs';

// Prints CI's closing line from Vitest's JSON report. No report means the run failed before the suites
// (type errors, build or deploy check): counted as one failure so that it never reads as green.
const report = 'test-results/vitest.json';
if (!existsSync(report)) {
  console.log('0 passed, 1 failed');
} else {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`${numPassedTests} passed, ${numFailedTests} failed` + (numPendingTests ? `, ${numPendingTests} skipped` : ''));
}
