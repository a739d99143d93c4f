// One page of a PDF drawn by pdf.js (the build unpdf ships) in Chromium, saved as a PNG, to set
// beside MuPDF's drawing of the same page (`mutool draw -w 595 -h 842 -o mupdf.png bundle.pdf N`).
// Usage: node bench/pdfjs-render.mjs <file.pdf> <page> <scale> <out.png>. See docs/benchmarks.md
// (hearing bundle) for how the bundle's screenshot pages were compared.
import fs from 'node:fs';
import http from 'node:http';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const [, , pdfPath, pageNo, scale, out] = process.argv;
if (!out) throw new Error('Usage: node bench/pdfjs-render.mjs <file.pdf> <page> <scale> <out.png>');
const files = {
  '/pdfjs.mjs': ['node_modules/unpdf/dist/pdfjs.mjs', 'text/javascript'],
  '/doc.pdf': [pdfPath, 'application/pdf'],
  '/': [null, 'text/html'],
};
const server = http.createServer((req, res) => {
  const f = files[req.url ?? ''];
  if (!f) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'Content-Type': f[1] });
  res.end(f[0] ? fs.readFileSync(f[0]) : '<!doctype html><body></body>');
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--disable-dev-shm-usage'],
});
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${server.address().port}/`);
const url = await page.evaluate(
  async ([n, s]) => {
    const { getDocument } = await import('/pdfjs.mjs');
    const doc = await getDocument({ url: '/doc.pdf' }).promise;
    const p = await doc.getPage(n);
    const viewport = p.getViewport({ scale: s });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    await p.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
    return canvas.toDataURL('image/png');
  },
  [Number(pageNo), Number(scale)],
);
fs.writeFileSync(out, Buffer.from(url.split(',')[1], 'base64'));
await browser.close();
server.close();
