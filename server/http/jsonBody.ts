import express from 'express';

/**
 * A route's JSON body (at most 100 kB), read by the route that takes one once the guards it lists
 * before it have let the request through: its limit, App Check, the caller's token. A flood is
 * refused before a byte of its bodies is read (server/http/guards.ts).
 */
export const jsonBody = express.json({ limit: '100kb' });
