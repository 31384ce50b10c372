/**
 * Real, minimal file bytes for downloads: a one-page PDF with a text line, a degenerate PKCS#7
 * SignedData (DER, what a detached .p7s looks like to a parser) and a 1×1 PNG for seeded photos.
 */
export function pdfBytes(title: string): Buffer {
  const text = title
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, '\\$&')
    .slice(0, 80);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function der(tag: number, content: Buffer): Buffer {
  const len = content.length;
  const head =
    len < 0x80
      ? Buffer.from([tag, len])
      : len < 0x100
        ? Buffer.from([tag, 0x81, len])
        : Buffer.from([tag, 0x82, len >> 8, len & 0xff]);
  return Buffer.concat([head, content]);
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));

/** ContentInfo { signedData, SignedData { v1, {sha256}, {data, detached}, {} } } */
export function p7sBytes(): Buffer {
  const signedDataOid = oid('2a864886f70d010702'); // 1.2.840.113549.1.7.2
  const dataOid = oid('2a864886f70d010701'); // 1.2.840.113549.1.7.1
  const sha256 = seq(oid('608648016503040201'), Buffer.from([0x05, 0x00]));
  const signedData = seq(der(0x02, Buffer.from([1])), set(sha256), seq(dataOid), set());
  return seq(signedDataOid, der(0xa0, signedData));
}

/** A 1×1 transparent PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
