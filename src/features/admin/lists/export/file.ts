export type Rows = readonly (readonly string[])[];

/** A file an export writes as its rows arrive, a slice at a time, and hands over at the end. */
export type FileWriter = {
  add: (rows: Rows) => void;
  finish: () => Promise<Blob>;
  /** Lets go of what the writer holds (the workbook's worker) however the export ended. */
  close: () => void;
};

/** What a sheet holds: its name, the header row and a row per application, every cell text. */
export type Table = { sheet: string; header: readonly string[]; rows: Rows };
