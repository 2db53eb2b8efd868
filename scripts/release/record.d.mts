export const RELEASE_RECORD: string;
export const HASHED_FOLDER: string;
export function releaseName(env?: Record<string, string | undefined>): string;
export function hashedFiles(distDir: string): string[];
