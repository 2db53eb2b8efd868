import { useEffect, useState } from 'react';

/**
 * A QR code of `url`, made in the browser from the `qrcode` package, which is loaded only when a
 * result is shown: the applicant's screens stay within their size budget without it.
 */
export function ResultQrCode({ url, label }: { url: string; label: string }) {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then(({ toString }) => toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      // Without it the code printed beside it still does the job.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url]);
  return source ? <img className="result-qr" src={source} alt={label} width={112} height={112} /> : null;
}
