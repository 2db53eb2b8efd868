// The app built with every route loaded eagerly: the same config with code splitting turned off,
// so each lazy screen, Firebase and the dialogs end up in one script the first page downloads.
import { mergeConfig, type UserConfig } from 'vite';
import base from '../vite.config.ts';

const outDir = process.env.BENCH_EAGER_OUT_DIR;
if (!outDir) throw new Error('Set BENCH_EAGER_OUT_DIR to the folder the eager build goes to.');

const eager: UserConfig = {
  build: {
    outDir,
    emptyOutDir: true,
    // One file of several MB is the point here; the warning would only be noise.
    chunkSizeWarningLimit: 100_000,
    // Bundling everything is slow on this machine, and saying so each time would only be noise too.
    rolldownOptions: { output: { codeSplitting: false }, checks: { bundlerTimings: false } },
  },
};

// Without the pre-rendered pages: they preload each screen's own chunk, which this build has not.
const withoutPrerendering: UserConfig = {
  ...base,
  plugins: (base.plugins ?? []).filter(
    (plugin) => !(plugin && 'name' in plugin && plugin.name === 'prerender-pages'),
  ),
};

export default mergeConfig(withoutPrerendering, eager);
