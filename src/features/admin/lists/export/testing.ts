/** For tests: a Blob's bytes, through FileReader (jsdom's Blob has no arrayBuffer()). */
export function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the blob'));
    reader.readAsArrayBuffer(blob);
  });
}
