import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const PDFJS = fileURLToPath(new URL('../../node_modules/pdfjs-dist/build/', import.meta.url));
/** A made-up origin the test serves pdf.js and the PDF from, so nothing else is involved. */
const ORIGIN = 'http://pdf-render.test';

/**
 * Renders the first page of a PDF in the browser with pdf.js (as Firefox shows
 * PDFs) and answers it as a PNG: headless Chromium has no PDF viewer of its own.
 */
export async function pdfFirstPageToPng(page: Page, pdf: Buffer, scale = 1.5): Promise<Buffer> {
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/invoice.pdf')
      return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (path === '/pdf.min.mjs' || path === '/pdf.worker.min.mjs')
      return route.fulfill({
        body: readFileSync(`${PDFJS}${path.slice(1)}`),
        contentType: 'text/javascript',
      });
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html><body style="margin:0;background:#888"><canvas id="page"></canvas></body></html>',
    });
  });
  await page.goto(`${ORIGIN}/`);
  // Given as text: the test runner would rewrite a dynamic import inside a function.
  await page.evaluate(`(async () => {
    const pdfjs = await import('${ORIGIN}/pdf.min.mjs');
    pdfjs.GlobalWorkerOptions.workerSrc = '${ORIGIN}/pdf.worker.min.mjs';
    const doc = await pdfjs.getDocument('${ORIGIN}/invoice.pdf').promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: ${scale} });
    const canvas = document.getElementById('page');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    await first.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  })()`);
  return page.locator('#page').screenshot();
}
