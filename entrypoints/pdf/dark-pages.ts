/**
 * Dark pages that keep their pictures: in dark mode the page's canvas is inverted by CSS
 * (white paper turns dark, black text light), and the images on it are painted again,
 * uninverted, on a canvas above it. Where the images are comes from the page's operator
 * list: each image fills the unit square under the transform in force when it is drawn.
 */
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist';
import { pdfjs } from './pdfjs';

type Matrix = [number, number, number, number, number, number];
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const { OPS } = pdfjs;

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The boxes (in the viewport's CSS pixels) where a page's operators paint images. */
export function imageBoxes(fnArray: readonly number[], argsArray: readonly unknown[], viewportTransform: readonly number[]): Box[] {
  let ctm = [...viewportTransform] as Matrix;
  const saved: Matrix[] = [];
  const boxes: Box[] = [];
  fnArray.forEach((fn, i) => {
    const args = argsArray[i] as unknown[] | null;
    if (fn === OPS.save) saved.push(ctm);
    else if (fn === OPS.restore) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      saved.push(ctm);
      const matrix = args?.[0] as Matrix | null | undefined;
      if (matrix) ctm = multiply(ctm, matrix);
    } else if (fn === OPS.paintFormXObjectEnd) ctm = saved.pop() ?? ctm;
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const xs = [ctm[4], ctm[0] + ctm[4], ctm[2] + ctm[4], ctm[0] + ctm[2] + ctm[4]];
      const ys = [ctm[5], ctm[1] + ctm[5], ctm[3] + ctm[5], ctm[1] + ctm[3] + ctm[5]];
      const x = Math.min(...xs);
      const y = Math.min(...ys);
      boxes.push({ x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y });
    }
  });
  return boxes;
}

interface RenderedPage {
  div: HTMLElement;
  canvas?: HTMLCanvasElement | null;
  pdfPage?: PDFPageProxy | null;
  viewport: PageViewport;
}

/** Paints the images of a page just rendered (dark) over its inverted canvas, as they are. */
export async function keepImages(page: RenderedPage): Promise<void> {
  const canvas = page.canvas;
  if (!canvas || !page.pdfPage) return;
  const { fnArray, argsArray } = await page.pdfPage.getOperatorList();
  const boxes = imageBoxes(fnArray, argsArray, page.viewport.transform);
  canvas.parentElement?.querySelector(':scope > canvas.kept-images')?.remove();
  if (!boxes.length || !canvas.isConnected) return;
  const over = document.createElement('canvas');
  over.className = 'kept-images';
  over.width = canvas.width;
  over.height = canvas.height;
  const scale = canvas.width / page.viewport.width;
  const context = over.getContext('2d');
  for (const box of boxes) {
    const [x, y, w, h] = [box.x, box.y, box.width, box.height].map((n) => n * scale) as [number, number, number, number];
    if (w >= 1 && h >= 1) context?.drawImage(canvas, x, y, w, h, x, y, w, h);
  }
  canvas.after(over);
}
