import { createContext } from 'react';
import type { OpenedFrom } from './api/documents';

/**
 * The application whose page a document is opened on, so its look goes on record with it
 * (GET /api/files/…?kind=&id=); null outside such a page.
 */
export const OpenedFromContext = createContext<OpenedFrom | null>(null);
