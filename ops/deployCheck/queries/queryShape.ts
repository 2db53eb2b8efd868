// What a Firestore query asks of the indexes: which fields it filters on, how, and in what order
// it reads them. Values do not matter, so a query is described without them.

export type Direction = 'asc' | 'desc';

/** A where(): the field and the operator, as Firestore names them ('==', 'array-contains', '<'…). */
export type Filter = { field: string; op: string };
export type Order = { field: string; direction: Direction };

export type QueryShape = { collection: string; filters: Filter[]; orders: Order[] };

/** Where a query is made, for the messages: `server/x.ts:12 (listEvents)`. */
export type Site = { file: string; line: number; inFunction: string };

export const siteName = (site: Site) => `${site.file}:${site.line} (${site.inFunction})`;

/** The key a query built from values the code reads at run time is declared under. */
export const siteKey = (site: Pick<Site, 'file' | 'inFunction'>) => `${site.file}#${site.inFunction}`;

/** Firestore's name for the document id in a query: FieldPath.documentId(), documentId(). */
export const DOCUMENT_ID = '__name__';
