import { findChromium } from '../tools/chromium.ts';

// Prints the browser the browser suite will use, or fails: used by scripts/ensure-browser.sh.
const path = findChromium();
if (!path) process.exit(1);
console.log(path);
