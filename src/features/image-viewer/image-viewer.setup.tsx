import { fireEvent, render, screen } from '@testing-library/react';
import { createTestI18n } from '@/shared/testing/test-i18n.ts';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ImageViewer } from './image-viewer.ui.tsx';

export const IMAGES = ['/img/a.jpg', '/img/b.jpg', '/img/c.jpg', '/img/d.jpg', '/img/e.jpg'];

/** A 1000 x 1000 window: a 900 x 450 image then fits at scale 1 exactly (90% of the width). */
export function setWindowSize(width = 1000, height = 1000) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
}

function Gallery({ images, startIndex }: { images: string[]; startIndex?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open gallery
      </button>
      <ImageViewer images={images} startIndex={startIndex} open={open} onClose={() => setOpen(false)} alt="Plov" />
    </>
  );
}

/** Renders a product-like opener and opens the viewer from it, focused as a click would leave it. */
export async function openViewer(images = IMAGES, startIndex?: number) {
  const instance = await createTestI18n();
  render(
    <I18nextProvider i18n={instance}>
      <Gallery images={images} startIndex={startIndex} />
    </I18nextProvider>,
  );
  const opener = screen.getByRole('button', { name: 'Open gallery' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

export const currentImage = () => screen.getByTestId('image-viewer-image') as HTMLImageElement;
export const counter = () => screen.getByTestId('image-viewer-counter').textContent;
export const hint = () => screen.getByTestId('image-viewer-hint').textContent;
export const stage = () => screen.getByTestId('image-viewer-stage');

/** Plays the browser's part: the current image finishes loading with this natural size. */
export function loadCurrent(width = 900, height = 450) {
  const image = currentImage();
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: height });
  fireEvent.load(image);
}

/** The scale in the current image's transform. */
export function scale(): number {
  const match = /scale\(([\d.e-]+)\)/.exec(currentImage().style.transform);
  if (!match?.[1]) throw new Error(`no scale in "${currentImage().style.transform}"`);
  return Number(match[1]);
}

export function translate(): [number, number] {
  const match = /translate3d\((-?[\d.e-]+)px, (-?[\d.e-]+)px/.exec(currentImage().style.transform);
  return [Number(match?.[1]), Number(match?.[2])];
}

export const key = (name: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name, ...init });
