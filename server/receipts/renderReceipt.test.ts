import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '#domain/agency';
import { formatDateTime } from '#domain/format';
import { formatTsh } from '#domain/money';
import { NAMES_IN_SCRIPTS } from '../../tests/support/namesInScripts.ts';
import { pdfFontNames, pdfTextLines } from '../../tests/support/pdfText.ts';
import { renderReceipt, type ReceiptData } from './renderReceipt.ts';

// 13:17 UTC is 16:17 in Dar es Salaam, so a receipt dated in the machine's zone would show.
const PAID_AT = new Date(Date.UTC(2026, 11, 5, 13, 17));

const visaReceipt: ReceiptData = {
  lang: 'en',
  receiptNumber: 'R-VIS-7K3Q9X',
  reference: 'VIS-7K3Q9X',
  serviceName: 'Visa application',
  applicant: 'Amina Juma',
  amount: 300_000,
  fees: [
    { label: 'Processing fee', amount: 90_000 },
    { label: 'Form fee', amount: 150_000 },
    { label: 'Government fee', amount: 60_000 },
  ],
  orderId: 'ORD-5f2c9a',
  gatewayTransactionId: 'SEL-88123',
  paidAt: PAID_AT,
  verification: { code: '7K3Q9XABCD23', url: 'https://applytz.example/verify/7K3Q9XABCD23' },
};

const linesOf = async (data: ReceiptData) => pdfTextLines(await renderReceipt(data));

async function metadataOf(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    return (await document.getMetadata()).info as Record<string, unknown>;
  } finally {
    await document.destroy();
  }
}

describe('renderReceipt', () => {
  it('writes a PDF', async () => {
    const pdf = await renderReceipt(visaReceipt);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('prints every fact of an English receipt beside its label', async () => {
    const lines = await linesOf(visaReceipt);
    expect(lines.slice(0, 3)).toEqual(['Apply TZ', 'Samora Avenue, City Centre', 'Dar es Salaam, Tanzania']);
    expect(lines).toEqual(
      expect.arrayContaining([
        CONTACT.phone,
        CONTACT.salesEmail,
        'Payment receipt',
        'Receipt number R-VIS-7K3Q9X',
        'Reference VIS-7K3Q9X',
        'Service Visa application',
        'Applicant Amina Juma',
        'Order ID ORD-5f2c9a',
        'Gateway transaction ID SEL-88123',
        `Date paid ${formatDateTime(PAID_AT.getTime(), 'en')}`,
        `Amount paid ${formatTsh(300_000, 'en')}`,
        'Fee breakdown',
        `Processing fee ${formatTsh(90_000, 'en')}`,
        `Form fee ${formatTsh(150_000, 'en')}`,
        `Government fee ${formatTsh(60_000, 'en')}`,
        `Total ${formatTsh(300_000, 'en')}`,
        'Thank you for your payment.',
      ]),
    );
  });

  it('prints its verification code, where to check it, and a QR code leading there', async () => {
    const pdf = await renderReceipt(visaReceipt);
    const text = (await pdfTextLines(pdf)).join(' ');
    expect(text).toContain('Verification code 7K3Q9XABCD23');
    expect(text).toContain('https://applytz.example/verify/7K3Q9XABCD23');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const sw = (await pdfTextLines(await renderReceipt({ ...visaReceipt, lang: 'sw' }))).join(' ');
    expect(sw).toContain('Namba ya uthibitisho 7K3Q9XABCD23');
  });

  it('dates the payment on the Dar es Salaam clock', async () => {
    expect(await linesOf(visaReceipt)).toContain('Date paid 5 Dec 2026, 16:17');
  });

  it('speaks Kiswahili on a Kiswahili receipt, months included', async () => {
    const lines = await linesOf({ ...visaReceipt, lang: 'sw', serviceName: 'Maombi ya viza' });
    expect(lines).toEqual(
      expect.arrayContaining([
        'Mtaa wa Samora, katikati ya jiji',
        'Risiti ya malipo',
        'Namba ya risiti R-VIS-7K3Q9X',
        'Namba ya kumbukumbu VIS-7K3Q9X',
        'Huduma Maombi ya viza',
        'Mwombaji Amina Juma',
        `Kiasi kilicholipwa ${formatTsh(300_000, 'sw')}`,
        'Tarehe ya malipo 5 Des 2026, 16:17',
        `Jumla ${formatTsh(300_000, 'sw')}`,
        'Asante kwa malipo yako.',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/Payment receipt|Reference|Dec /);
  });

  it('shows a dash for an applicant without a name and a transaction the gateway has not numbered', async () => {
    const lines = await linesOf({ ...visaReceipt, applicant: ' ', gatewayTransactionId: null });
    expect(lines).toEqual(expect.arrayContaining(['Applicant -', 'Gateway transaction ID -']));
  });

  it.each(Object.entries(NAMES_IN_SCRIPTS))('prints a %s name as typed', async (_, name) => {
    expect(await linesOf({ ...visaReceipt, applicant: name })).toContain(`Applicant ${name}`);
  });

  it('prints a name in several scripts as typed, each part in its own font', async () => {
    const { Vietnamese, Arabic, Chinese } = NAMES_IN_SCRIPTS;
    const applicant = `${Vietnamese} (${Arabic}) ${Chinese}`;
    expect(await linesOf({ ...visaReceipt, applicant })).toContain(`Applicant ${applicant}`);
  });

  it("embeds another script's font only in a receipt that has a name written in it", async () => {
    const latin = await renderReceipt(visaReceipt);
    expect(await pdfFontNames(latin)).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    const arabic = await renderReceipt({ ...visaReceipt, applicant: `Amina ${NAMES_IN_SCRIPTS.Arabic}` });
    expect(await pdfFontNames(arabic)).toEqual([
      'IBMPlexSansArabic-Regular',
      'NotoSans-Bold',
      'NotoSans-Regular',
    ]);
  });

  it.each(['en', 'sw'] as const)('names its %s file in the metadata', async (lang) => {
    const info = await metadataOf(await renderReceipt({ ...visaReceipt, lang }));
    expect(info).toMatchObject({ Title: 'R-VIS-7K3Q9X', Language: lang });
  });

  it('refuses fee lines that do not add up to the amount paid', async () => {
    const fees = visaReceipt.fees.slice(1);
    await expect(renderReceipt({ ...visaReceipt, fees })).rejects.toThrow(RangeError);
  });
});
