// Runs before `npm start`, `npm run dev` and `npm test`, in plain JavaScript so that any Node can say it:
// the toolchain (wrangler, Vite, jotai 3, `node scripts/*.ts`) needs Node 22.18 or later. `npm install`
// installs one as the `node` dev dependency, which `npm run` puts first on the PATH.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `VitaGlow needs Node 22.18 or later; this is Node ${process.versions.node}.\n` +
      'Run `npm install` (it installs Node 22 into node_modules/.bin for npm scripts), or use Node 22.18+.',
  );
  process.exit(1);
}
