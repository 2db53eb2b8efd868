// Types of setup.mjs, for the TypeScript that reads it (playwright.config.ts).

type Browser = { path: string; apt: string };

export declare const BROWSERS: Readonly<{ full: Browser; headlessShell: Browser }>;

export declare function ensureDependencies(): void;
export declare function ensureBuild(options?: { force?: boolean }): void;
export declare function ensureChromium(kind?: 'full' | 'headlessShell'): string;
